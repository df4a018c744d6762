/**
 * HTTP helpers of the sandbox server's integration tests (not used by the server). Every answer
 * `call` gets is recorded (`seenResponses`) and must be honest: it matches `shared/api/v1.json` and
 * carries no contact data (`honest-response.ts`); a dishonest one fails the test that made the call.
 */
import type { RunningSandbox } from '../index';
import { assertHonest, type SeenResponse } from './honest-response';

/** A parsed answer: status, headers, JSON body (undefined when empty). */
export interface Answer {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const seen: SeenResponse[] = [];

/** Every response `call` has seen in this test file, oldest first (status, headers, raw body). */
export function seenResponses(): readonly SeenResponse[] {
  return seen;
}

/**
 * Calls `path` (relative to the origin, e.g. `/v1/listings?limit=2`) with an optional bearer key.
 * @throws DishonestResponse when the answer breaks v1.json or carries a phone number or an e-mail
 */
export async function call(
  sandbox: RunningSandbox,
  path: string,
  options: { key?: string; method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key !== undefined) headers.authorization = `Bearer ${options.key}`;
  const response = await fetch(`${sandbox.origin}${path}`, { method: options.method ?? 'GET', headers });
  const text = await response.text();
  const method = (options.method ?? 'GET').toUpperCase();
  const record: SeenResponse = {
    method,
    url: path,
    status: response.status,
    headers: Object.fromEntries(response.headers),
    text,
  };
  seen.push(record);
  await assertHonest(record);
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

/** The demo key of `account` (`shipper`, `carrier`, `listings-only`, `revoked`). */
export function keyOf(sandbox: RunningSandbox, account: string): string {
  const key = sandbox.demoKeys.find((k) => k.account === account)?.key;
  if (!key) throw new Error(`no demo key ${account}`);
  return key;
}

/** Waits just over the 400 ms cursor gap. */
export function pastCursorGap(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 420));
}
