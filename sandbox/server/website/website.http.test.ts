/**
 * The sandbox's stand-in website pages over real HTTP (docs/api.md §Outside /v1): every `url` a /v1
 * answer carries (a listing's, an offer's, a company's) answers 200 with a short page saying what the
 * real website shows there; nothing else under /web/ does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../index';
import { call } from '../../testing/http';

let sandbox: RunningSandbox;
let shipperKey: string;
let carrierKey: string;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimitPerMinute: 0 });
  const keys: { account: string; key: string }[] = (await call(sandbox, '/_sandbox/keys')).body.data;
  const keyOf = (account: string) => keys.find((k) => k.account === account)?.key ?? '';
  shipperKey = keyOf('shipper');
  carrierKey = keyOf('carrier');
});

afterAll(async () => {
  await sandbox?.close();
});

async function page(url: string) {
  const response = await fetch(url);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe('GET /web/...', () => {
  it('answers the url of a listing, an offer and a company with the page of what the real site shows', async () => {
    const listing = (await call(sandbox, '/v1/listings?limit=1', { key: shipperKey })).body.data[0];
    const offer = (await call(sandbox, '/v1/offers/mine?limit=1', { key: carrierKey })).body.data[0];
    const company = sandbox.control.market.companies[0]!;
    const companyUrl = (await call(sandbox, `/v1/companies/${company.id}`)).body.data.url;
    const urls = [listing.url, companyUrl, offer.url];
    const words = [/contact data/, /contact data/, /Accept and Decline/];
    for (const [i, url] of urls.entries()) {
      expect(url.startsWith(`${sandbox.origin}/web/`)).toBe(true);
      const answer = await page(url);
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(answer.text).toMatch(words[i]!);
      expect(answer.text).toContain('Freight Exchange sandbox');
      expect(answer.text).not.toMatch(/<script/i);
    }
    expect((await page(listing.url)).text).toContain(`<h1>Listing ${listing.ref}</h1>`);
  });

  it('answers 404 with a page for an id that is not one, and escapes what the path said', async () => {
    const answer = await page(`${sandbox.origin}/web/listings/%3Cb%3Ehi`);
    expect(answer.status).toBe(404);
    expect(answer.text).toContain('There is no listing &lt;b&gt;hi.');
    expect(answer.text).not.toContain('<b>hi');
    expect((await page(`${sandbox.origin}/web/offers/not-a-uuid`)).status).toBe(404);
    expect((await page(`${sandbox.origin}/web/elsewhere/x`)).status).toBe(404);
  });
});
