/**
 * The browser host, attacked as a local web page or process would: only the page opened with this
 * launch's token may call it; another page (another loopback port) can neither frame the app nor call
 * it, and no request without the token, from another origin or host, or with a non-JSON body runs.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, callHeaders, openApp, rpc } from './fixtures';
import { e2eHosts } from './hosts';

const demo = e2eHosts.demo;

/** The other page's server: a tiny node:http server on another loopback port, answering `html`. */
async function serveAttackerPage(html: string): Promise<{ origin: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, server };
}

/** A session.get call with `headers` (from the test, not a page); resolves to the HTTP status. */
async function statusOf(request: APIRequestContext, headers: Record<string, string>): Promise<number> {
  const response = await request.post(`${demo.url}/rpc/session.get`, { headers, data: '{}' });
  return response.status();
}

test('the app works when opened with its token, which leaves the address bar', async ({ page }) => {
  const tokens: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rpc/')) tokens.push(request.headers()['x-dispatch-token']);
  });
  const answered = page.waitForResponse((response) => response.url().includes('/rpc/'));
  await openApp(page, '/listings');
  const first = await answered;
  expect(first.status()).toBe(200);
  expect(((await first.json()) as { ok: boolean }).ok).toBe(true);
  await expect(page.locator('table tbody tr').first()).toBeVisible();

  expect(tokens.length).toBeGreaterThan(0);
  for (const token of tokens) expect(token).toBe(demo.token);
  expect(page.url()).not.toContain('token=');
  expect(page.url()).toContain('#/listings');

  // A reload of the same tab keeps working (the token is kept for the tab).
  await page.reload();
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  expect(tokens.at(-1)).toBe(demo.token);
});

test('a page on another loopback port can neither frame the app nor call it', async ({ page, request }) => {
  const before = await rpc<{ key: { demoAccount: string | null }; demoAccounts: { id: string }[] }>(
    request,
    'session.get',
  );
  expect(before.ok).toBe(true);
  const other = before.value!.demoAccounts.find((a) => a.id !== before.value!.key.demoAccount)!.id;

  const rpcUrl = `${demo.url}/rpc`;
  const attacker = await serveAttackerPage(`<!doctype html>
<title>elsewhere</title>
<iframe id="app" src="${demo.url}/?token=${demo.token}#/listings" width="800" height="600"></iframe>
<script>
  window.results = {};
  const note = (name, value) => { window.results[name] = value; };
  // a CORS call with the headers a call needs (the token guessed right, even): the preflight fails
  fetch('${rpcUrl}/session.get', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Dispatch-Call': '1', 'X-Dispatch-Token': '${demo.token}' },
    body: '{}',
  }).then((r) => r.text().then((t) => note('cors', 'answered ' + r.status + ' ' + t)), (e) => note('cors', 'failed ' + e));
  // a "simple" request, sent without preflight: its answer is opaque, and it must not run
  fetch('${rpcUrl}/keys.useDemo', {
    method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify({ account: '${other}' }),
  }).then(() => note('simple', 'sent'), (e) => note('simple', 'failed ' + e));
</script>`);
  try {
    const refusedFrames: string[] = [];
    page.on('console', (message) => {
      if (/frame/i.test(message.text())) refusedFrames.push(message.text());
    });
    await page.goto(`${attacker.origin}/`);
    await page.waitForFunction(() => {
      const results = (globalThis as unknown as { results?: Record<string, string> }).results ?? {};
      return 'cors' in results && 'simple' in results;
    });
    const results = await page.evaluate(
      () => (globalThis as unknown as { results: Record<string, string> }).results,
    );
    expect(results.cors).toMatch(/^failed TypeError/);

    // The frame shows no app: the browser refused to render it (frame-ancestors 'none', X-Frame-Options).
    await page.waitForLoadState('load');
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(frame).toBeDefined();
    expect(frame!.url()).not.toContain('#/listings');
    expect(await frame!.locator('#root').count()).toBe(0);
    expect(await frame!.locator('table').count()).toBe(0);
    expect(refusedFrames.join('\n')).toMatch(/frame-ancestors|X-Frame-Options/);

    // The simple request ran nothing: the session is as it was.
    const after = await rpc(request, 'session.get');
    expect(after).toEqual(before);
  } finally {
    await new Promise((resolve) => attacker.server.close(resolve));
  }
});

test('a request without the token, with another token, from another origin or host, or not JSON, is refused', async ({
  request,
}) => {
  const headers = callHeaders('demo');
  expect(await statusOf(request, headers)).toBe(200);

  const { 'X-Dispatch-Token': _token, ...withoutToken } = headers;
  expect(await statusOf(request, withoutToken)).toBe(403);
  expect(await statusOf(request, { ...headers, 'X-Dispatch-Token': 'f'.repeat(32) })).toBe(403);
  expect(await statusOf(request, { ...headers, 'X-Dispatch-Token': `${demo.token}ff` })).toBe(403);
  expect(await statusOf(request, { ...headers, 'X-Dispatch-Token': e2eHosts.lab.token })).toBe(403);
  expect(await statusOf(request, { ...headers, Origin: 'https://attacker.example' })).toBe(403);
  expect(await statusOf(request, { ...headers, Origin: 'http://127.0.0.1:1' })).toBe(403);
  expect(await statusOf(request, { ...headers, 'Content-Type': 'text/plain' })).toBe(415);

  // A foreign Host (DNS rebinding) is answered 421, the page as much as a call.
  const foreignHost = (path: string, method: string) =>
    new Promise<number>((resolve, reject) => {
      const url = new URL(path, demo.url);
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method,
          headers: { ...headers, Host: 'attacker.example' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(method === 'POST' ? '{}' : undefined);
    });
  expect(await foreignHost('/rpc/session.get', 'POST')).toBe(421);
  expect(await foreignHost('/', 'GET')).toBe(421);
});

test('every answer forbids framing', async ({ request }) => {
  const page = await request.get(`${demo.url}/`);
  const call = await request.post(`${demo.url}/rpc/session.get`, { headers: callHeaders(), data: {} });
  const refused = await request.post(`${demo.url}/rpc/session.get`, { data: {} });
  for (const response of [page, call, refused]) {
    expect(response.headers()['x-frame-options']).toBe('DENY');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  }
});

test('a page of another site that opens the app keeps no handle on it; a start the user makes needs no opener policy', async ({
  page,
  context,
}) => {
  // the user's own start (an address given to the browser, Sec-Fetch-Site: none): no opener policy, so
  // Chromium keeps the page in the tab's renderer process (electron/shell/content-security.ts)
  const own = await page.goto(`${demo.url}/?token=${demo.token}#/listings`);
  expect(own!.headers()['cross-origin-opener-policy']).toBeUndefined();
  await expect(page.locator('table tbody tr').first()).toBeVisible();

  const attacker = await serveAttackerPage(`<!doctype html>
<title>elsewhere</title>
<button id="open">Open</button>
<script>
  document.getElementById('open').addEventListener('click', () => {
    window.opened = window.open('${demo.url}/?token=${demo.token}#/listings');
  });
</script>`);
  try {
    const elsewhere = await context.newPage();
    await elsewhere.goto(`${attacker.origin}/`);
    const opening = context.waitForEvent('page');
    await elsewhere.click('#open');
    const app = await opening;
    await expect(app.locator('table tbody tr').first()).toBeVisible();
    // the app came with the opener policy: it is cut off from the page that opened it...
    expect(await app.evaluate(() => (globalThis as unknown as { opener: unknown }).opener === null)).toBe(
      true,
    );
    // ...whose handle on it is a closed window: it can neither look at it nor send it elsewhere
    expect(
      await elsewhere.evaluate(
        () => (globalThis as unknown as { opened: { closed: boolean } }).opened.closed,
      ),
    ).toBe(true);
  } finally {
    await new Promise((resolve) => attacker.server.close(resolve));
  }
});
