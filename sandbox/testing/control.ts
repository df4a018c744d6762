/**
 * Test helper for the `/_sandbox/...` control routes (not used by the server): sends a JSON body.
 * `/v1` requests go through `http.ts`'s `call`.
 */
import type { RunningSandbox } from '../index';
import type { Answer } from './http';

/**
 * Sends `method path` (relative to the origin) with `body` as JSON (no body when undefined) and parses
 * the JSON answer.
 */
export async function send(
  sandbox: RunningSandbox,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Answer> {
  const response = await fetch(`${sandbox.origin}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}
