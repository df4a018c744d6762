/**
 * The build's configuration of the production exchange's website (docs/packaging.md §The exchange's
 * website): the https hosts whose pages the desktop shell may open in the system browser
 * (electron/shell/website-links.ts). A release lists the exchange's real hosts here; the shell never
 * adds one at run time, and no answer of an API can (docs/api.md §Resources `url`).
 */

/**
 * The production exchange's website hosts: lower-case DNS names, no scheme, no port, no path; each
 * allows exactly that host over https on its default port (no subdomain of it). `.example` names
 * until the exchange publishes its own (docs/packaging.md §The exchange's website).
 */
export const EXCHANGE_WEBSITE_HOSTS: readonly string[] = ['www.exchange.example'];
