/**
 * How every end-to-end spec reaches the app. Two browser hosts run for the whole suite
 * (playwright.config.ts starts them):
 * - `demo`: the app as a new user starts it, with the embedded sandbox (market held still). Its
 *   `/_sandbox` control routes are off, as inside the real app.
 * - `lab`: the app pointed (`--api`) at a separate sandbox started with its control routes on, so a
 *   spec can publish, move stages, advance the clock and inject faults (`sandboxControl`).
 * Each host is reached with its per-launch token, as the URL the host prints carries it.
 */
import type { APIRequestContext, Page, Response } from '@playwright/test';
import { e2eHosts, type E2eHostName } from './hosts';

/** Opens the app on `host` at the router path `path` (e.g. `/listings`), token included. */
export async function openApp(page: Page, path = '/', host: E2eHostName = 'demo'): Promise<void> {
  const { url, token } = e2eHosts[host];
  await page.goto(`${url}/?token=${token}#${path}`);
}

/** The headers a contract call needs on `host` (the per-launch token and the call marker). */
export function callHeaders(host: E2eHostName = 'demo'): Record<string, string> {
  return {
    'X-Dispatch-Call': '1',
    'X-Dispatch-Token': e2eHosts[host].token,
    'Content-Type': 'application/json',
  };
}

/** Runs one contract call on `host` from the test (not the page); resolves to its CallResult JSON. */
export async function rpc<T = unknown>(
  request: APIRequestContext,
  name: string,
  input: unknown = {},
  host: E2eHostName = 'demo',
): Promise<{ ok: boolean; value?: T; error?: { kind: string; message: string } }> {
  const response = await request.post(`${e2eHosts[host].url}/rpc/${name}`, {
    headers: callHeaders(host),
    data: input,
  });
  return response.json();
}

/** Console errors and uncaught exceptions of `page`, from now on (a spec expects the list to stay empty). */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** The lab sandbox's origin, for its `/_sandbox/...` control routes (`POST /_sandbox/market/step`, ...). */
export const sandboxControl = e2eHosts.sandbox.url;

/** The lab sandbox's demo keys (`GET /_sandbox/keys`): account name -> test key. */
export async function labDemoKeys(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.get(`${sandboxControl}/_sandbox/keys`);
  const body = (await response.json()) as { data: { account: string; key: string }[] };
  return Object.fromEntries(body.data.map((entry) => [entry.account, entry.key]));
}

/** The call results a page received, and how to wait until every one of them is read. */
export interface CallResults {
  /** The bodies of the `/rpc/` answers read so far. */
  bodies: string[];
  /**
   * Waits until the network is idle and every answer seen is read. Call it before the page navigates
   * away: a body is gone once its page is. Rejects when a body could not be read (nothing is silently
   * left unchecked).
   */
  settle(): Promise<void>;
  /**
   * Settles, then stops recording. Call it last: an answer that arrives after the test's last step
   * (a refetch the app starts on its own) would otherwise be read while the page closes, and fail the
   * test by chance.
   */
  stop(): Promise<void>;
}

/** Records the body of every call answer (`/rpc/...`) `page` receives from now on, until `stop()`. */
export function recordCallResults(page: Page): CallResults {
  const bodies: string[] = [];
  const reads: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    if (new URL(response.url()).pathname.startsWith('/rpc/'))
      reads.push(response.text().then((text) => void bodies.push(text)));
  };
  page.on('response', onResponse);
  const settle = async () => {
    await page.waitForLoadState('networkidle');
    // a read may start while others are awaited: wait until none is left
    for (let seen = -1; seen !== reads.length;) {
      seen = reads.length;
      await Promise.all(reads);
    }
  };
  return {
    bodies,
    settle,
    stop: async () => {
      await settle();
      page.off('response', onResponse);
      await Promise.all(reads);
    },
  };
}
