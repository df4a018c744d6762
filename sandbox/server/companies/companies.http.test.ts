/** `GET /v1/companies/{id}` over real HTTP (docs/api.md §Resources). */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../index';
import { isValidCui, type CompanyRecord } from '../../market';
import { VAT_PATTERNS, VIES_COUNTRIES, type ViesCountry } from '../../market/cui';
import { toApiCompany } from './routes';
import { call } from '../../testing/http';

let sandbox: RunningSandbox;
let companies: CompanyRecord[];

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimitPerMinute: 0 });
  companies = sandbox.control.market.companies;
});

afterAll(async () => {
  await sandbox?.close();
});

describe('GET /v1/companies/{id}', () => {
  it('answers every company of the market as { data: Company }, url on the website', async () => {
    expect(companies.length).toBeGreaterThan(10);
    for (const company of companies) {
      const answer = await call(sandbox, `/v1/companies/${company.id}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ data: toApiCompany(company, sandbox.origin) });
      expect(answer.body.data.url).toBe(`${sandbox.origin}/web/companies/${company.id}`);
    }
  });

  it('every anaf company has a valid Romanian CUI, every vies one an EU VAT number of its country', () => {
    const anaf = companies.filter((c) => c.registry === 'anaf');
    const vies = companies.filter((c) => c.registry === 'vies');
    expect(anaf.length).toBeGreaterThan(0);
    expect(vies.length).toBeGreaterThan(0);
    for (const c of anaf) {
      expect(c.country, c.name).toBe('RO');
      expect(isValidCui(c.cui), `${c.name} ${c.cui}`).toBe(true);
    }
    for (const c of vies) {
      expect(VIES_COUNTRIES as readonly string[], c.name).toContain(c.country);
      expect(c.cui, c.name).toMatch(VAT_PATTERNS[c.country as ViesCountry]);
    }
  });

  it("finds the demo carrier's company, in any case of the id", async () => {
    const market = sandbox.control.market;
    const carrierId = market.keys.find((k) => k.demoAccount === 'carrier')?.accountId;
    const companyId = market.accounts.find((a) => a.id === carrierId)?.companyId;
    expect(companyId).toBeTruthy();
    const answer = await call(sandbox, `/v1/companies/${companyId!.toUpperCase()}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.id).toBe(companyId);
    expect(answer.body.data.name).toBe(companies.find((c) => c.id === companyId)?.name);
  });

  it('404 not_found for a company that does not exist', async () => {
    const answer = await call(sandbox, `/v1/companies/${randomUUID()}`);
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe('not_found');
  });

  it.each(['not-a-uuid', '12345', `${randomUUID()}0`])('400 invalid_format for id %s', async (id) => {
    const answer = await call(sandbox, `/v1/companies/${id}`);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('invalid_request');
    expect(answer.body.error.fields).toEqual([{ path: 'path.id', code: 'invalid_format' }]);
  });

  it('POST is 405 with Allow: GET, HEAD', async () => {
    const answer = await call(sandbox, `/v1/companies/${companies[0]!.id}`, { method: 'POST' });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
  });
});
