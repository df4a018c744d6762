/**
 * How every end-to-end spec reaches the app. Each Playwright worker runs its own servers (e2e/hosts.ts,
 * started by the `hosts` worker fixture below before the worker's first test):
 * - `demo`: the app as a new user starts it, with the embedded sandbox (market held still). Its
 *   `/_sandbox` control routes are off, as inside the real app.
 * - `lab`: the app pointed (`--api`) at a separate sandbox started with its control routes on, so a
 *   spec can publish, move stages, advance the clock and inject faults (`sandboxControl`).
 * Each host is reached with its per-launch token, as the URL the host prints carries it. Specs import
 * `test` and `expect` from here, not from '@playwright/test', so that every worker has its hosts.
 */
import {
  test as base,
  type APIRequestContext,
  type APIResponse,
  type Page,
  type Route,
} from '@playwright/test';
import { e2eHosts, type E2eHostName } from './hosts';
import { startWorkerHosts } from './worker-hosts';

export * from '@playwright/test';

/**
 * Playwright's `test` with the worker's servers: started once a worker, before its first test (up to
 * 3 minutes on a busy machine), stopped after its last.
 */
export const test = base.extend<object, { hosts: void }>({
  hosts: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern
    async ({}, use) => {
      const hosts = await startWorkerHosts();
      await use();
      await hosts.close();
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
});

/** Opens the app on `host` (this worker's `demo` host by default) at the router path `path` (e.g. `/listings`), token included. */
export async function openApp(page: Page, path = '/', host: E2eHostName = 'demo'): Promise<void> {
  await page.goto(appUrl(path, host));
}

/** The URL that opens the app on `host` at the router path `path`, token included. */
export function appUrl(path = '/', host: E2eHostName = 'demo'): string {
  const { url, token } = e2eHosts[host];
  return `${url}/?token=${token}#${path}`;
}

/**
 * Shows the app at `appUrl` (a host's origin, its token and the `#/route`, as `openApp` and a private
 * lab's `url()` build it) on `page` the way a user moves between screens: when the page already shows
 * the app of that origin, only the route changes (the hash, as the nav's links do), so no page loads
 * again (a load is about 2 s of Chromium CPU on the CI's 2 cores: issue 47). Otherwise, and when the
 * route is the one shown already, the page loads the URL (a reload reads every screen afresh).
 *
 * Resolves once the screen that was shown has left the page (its root element, the child of `<main>`
 * that holds the `<h1>`, is gone): what the caller waits for next is the new screen's. A route the same
 * screen shows with other search parameters keeps its root element: after 5 s the page is loaded
 * instead, so a slow machine makes the call slower, never wrong.
 */
export async function showApp(page: Page, appUrl: string): Promise<void> {
  const target = new URL(appUrl);
  const current = page.url().startsWith('http') ? new URL(page.url()) : undefined;
  if (current?.origin !== target.origin || current.hash === target.hash) {
    await page.goto(appUrl);
    return;
  }
  // a string: the e2e files are typed without the DOM
  const marked = await page.evaluate<boolean>(`(() => {
    const root = document.querySelector('main > :has(h1)');
    if (!root) return false;
    root.setAttribute('data-e2e-leaving', '');
    window.location.hash = ${JSON.stringify(target.hash)};
    return true;
  })()`);
  const left = marked
    ? await page
        .locator('[data-e2e-leaving]')
        .waitFor({ state: 'detached', timeout: 5_000 })
        .then(() => true)
        .catch(() => false)
    : false;
  if (!left) await page.goto(appUrl);
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

/** The call results a page received, and how to stop recording them. */
export interface CallResults {
  /** The bodies of the `/rpc/` answers the page received so far. */
  bodies: string[];
  /** Waits until the page has loaded and no call is on its way (none for 500 ms): every answer recorded. */
  settle(): Promise<void>;
  /** Settles, then stops recording (the answers go straight to the page again). Call it last. */
  stop(): Promise<void>;
}

/**
 * Records the body of every call answer (`/rpc/...`) `page` receives from now on, until `stop()`.
 * Each answer is fetched for the page (`page.route` and `route.fetch`) and its body kept before the
 * page is given it, so no body is lost to a navigation or to the page closing (reading a response the
 * page had received raced with both: "No resource with given identifier found", "Test ended"). A
 * request the page gives up on before its answer arrives (it navigated away, the test ended) is
 * dropped: the page never received that body.
 */
export async function recordCallResults(page: Page): Promise<CallResults> {
  const bodies: string[] = [];
  let inFlight = 0;
  let lastDone = Date.now();
  const handler = async (route: Route) => {
    inFlight += 1;
    try {
      await record(route);
    } finally {
      inFlight -= 1;
      lastDone = Date.now();
    }
  };
  const record = async (route: Route) => {
    let response: APIResponse;
    let body: string;
    try {
      response = await route.fetch();
      body = await response.text();
    } catch {
      // the page or its request is gone: nothing reached the page
      await route.abort().catch(() => {});
      return;
    }
    bodies.push(body);
    await route.fulfill({ response, body }).catch(() => {});
  };
  await page.route('**/rpc/**', handler);
  // not 'networkidle': the page's activity stream (POST /events/activity) stays open while it does,
  // so the page is never idle; settled is loaded with no call on its way for 500 ms
  const settle = async () => {
    await page.waitForLoadState('load');
    const deadline = Date.now() + 30_000;
    while (inFlight > 0 || Date.now() - lastDone < 500) {
      if (Date.now() > deadline) throw new Error('A call was still on its way after 30 s.');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return {
    bodies,
    settle,
    stop: async () => {
      await settle();
      await page.unroute('**/rpc/**', handler);
    },
  };
}
