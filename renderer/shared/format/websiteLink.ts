/**
 * Which `url` of the exchange's data becomes a link ("Open on the exchange" on a listing, an offer, a
 * company; docs/api.md §Resources `url`). The API carries no contact data and accepts no offer
 * (docs/api.md §Overview): the exchange's website page is the dispatcher's way to the shipper, so
 * every screen links to it, and, the URL being data from the network, every screen checks it with
 * this one rule first:
 * - `https:`: always (the exchange's website; the desktop shell opens only the hosts the build
 *   configures, electron/shell/website-links.ts, docs/packaging.md §The exchange's website);
 * - plain `http:`: only a stand-in page of the sandbox the session talks to, never in production.
 *   The session's environment is a sandbox (the embedded demo or a custom sandbox server:
 *   `apiEnvironment` `sandbox`), and the URL is `http://<loopback>:<the API's port>/web/...`
 *   (shared/domain/website-link.ts `isSandboxWebsiteUrl`, the same rule as the shell's);
 * - never a URL with a user name or password, never another scheme (`javascript:`, `file:`, `data:`...).
 */
import type { SessionInfo } from '../../../shared/contract/calls';
import { isSandboxWebsiteUrl } from '../../../shared/domain/website-link';

/** What the rule reads of the session's environment (`SessionInfo.environment`). */
export type LinkEnvironment = Pick<SessionInfo['environment'], 'kind' | 'apiEnvironment' | 'origin'>;

/**
 * `url` when the app may link to it (see the module comment), else null (shown as no link at all).
 * @param environment the session's environment; null or undefined while the session is not known yet
 *   (then only https links)
 */
export function websiteLink(url: string, environment: LinkEnvironment | null | undefined): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.username !== '' || parsed.password !== '') return null;
  if (parsed.protocol === 'https:') return url;
  const sandbox =
    environment !== null &&
    environment !== undefined &&
    environment.kind !== 'production' &&
    environment.apiEnvironment === 'sandbox';
  return sandbox && isSandboxWebsiteUrl(url, environment.origin) ? url : null;
}
