/**
 * Which host names are this machine (a loopback address). Its own file, free of any dependency, so
 * that the desktop shell's link rule (electron/shell/website-links.ts, loaded before the app is ready)
 * can use it without loading the contract's schemas (zod).
 */

/** Host names that are this machine: 127.0.0.0/8, `localhost` and `::1` (with or without brackets). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}
