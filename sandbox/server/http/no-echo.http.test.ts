/**
 * An answer never repeats what the client sent (docs/api.md §Errors), so no request can make the
 * sandbox answer with contact data (docs/api.md §Overview). Regression: the parameter property test
 * once generated a `truckTypes` value holding an e-mail address, the 400 quoted it, and the contact
 * scan flagged the echo. Every `call` here is also checked whole by the contact scan (sandbox/testing/http.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../index';
import { findContactData } from '../../testing/contact-scan';
import { call } from '../../testing/http';
import { portOf, rawExchange } from '../../testing/raw-http';

const EMAIL = 'dispecer@transport-exemplu.ro';
const PHONE = '+40 721 234 567';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimitPerMinute: 0 });
});
afterAll(async () => {
  await sandbox.close();
});

describe('errors name the parameter, never the value sent', () => {
  it.each([EMAIL, PHONE, `tautliner,${EMAIL}`])(
    'truckTypes=%s is 400 naming the item by position',
    async (value) => {
      const answer = await call(sandbox, `/v1/listings?truckTypes=${encodeURIComponent(value)}`);
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields).toEqual([{ path: 'query.truckTypes', code: 'invalid_value' }]);
      const items = value.split(',');
      expect(answer.body.error.message).toContain(`item ${items.length} of ${items.length}`);
      expect(answer.body.error.message).not.toContain(value.split(',').at(-1)!.trim());
    },
  );

  it('a cost estimate for a place named like an e-mail address is 404 naming `from`', async () => {
    const answer = await call(
      sandbox,
      `/v1/cost-estimate?fromCountry=RO&toCountry=DE&from=${encodeURIComponent(EMAIL)}`,
    );
    expect(answer.status).toBe(404);
    expect(findContactData(answer.body.error.message)).toEqual([]);
  });

  it('a path with no route is 404 without the path', async () => {
    const answer = await call(sandbox, `/v1/${encodeURIComponent(EMAIL)}`);
    expect(answer.status).toBe(404);
    expect(answer.body.error.message).toBe(
      'There is no route for GET at this path; /v1.json lists the routes.',
    );
  });

  it('a made-up method holding a phone number is not named', async () => {
    const answer = await rawExchange(
      portOf(sandbox.origin),
      `+40721234567 /v1/listings HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(405);
    expect(findContactData(answer.text)).toEqual([]);
    expect(answer.text).toContain('not an unknown method');
  });
});
