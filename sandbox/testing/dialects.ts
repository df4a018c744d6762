/**
 * Test helpers of the dialect tests (not used by the server). Dialect answers break `shared/api/v1.json`
 * on purpose, so they are read with a raw client (`raw-http.ts`), never with `http.ts`'s
 * `call`, which checks every answer against the contract.
 */
import type { RunningSandbox } from '../index';
import { httpGet, type RawAnswer } from './raw-http';

/**
 * Sends `method` (default GET) `path` (relative to the origin, sent verbatim) with an optional bearer
 * key; returns the status, lower-case headers, text and parsed JSON body.
 */
export function ask(
  sandbox: RunningSandbox,
  path: string,
  options: { key?: string; method?: string } = {},
): Promise<RawAnswer> {
  const headers: Record<string, string> = {};
  if (options.key !== undefined) headers.authorization = `Bearer ${options.key}`;
  return httpGet(sandbox.origin, path, { headers, method: options.method });
}

/** Sends `path` and expects 200; returns the parsed body. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function okBody(sandbox: RunningSandbox, path: string, key?: string): Promise<any> {
  const answer = await ask(sandbox, path, { key });
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.text.slice(0, 300)}`);
  return answer.body;
}
