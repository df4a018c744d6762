/** Test helper: two answers a client cannot tell apart (docs/api.md §Routes). Not used by the server. */
import { expect } from 'vitest';
import type { Answer } from './http';

/** Headers that differ on every response by nature: the request id and the date. */
const VOLATILE = new Set(['x-request-id', 'date']);

/** The answer's headers (names lower-case) without `X-Request-Id` and `Date`; `content-length` stays. */
export function stableHeaders(answer: Answer): Record<string, string> {
  return Object.fromEntries([...answer.headers].filter(([name]) => !VOLATILE.has(name.toLowerCase())));
}

/**
 * Asserts `a` and `b` are the same answer but for the request id: status, body (with `requestId`
 * blanked) and headers (names and values, `content-length` included; see `stableHeaders`).
 */
export function expectIndistinguishable(a: Answer, b: Answer): void {
  const blank = (answer: Answer) => ({ ...answer.body, error: { ...answer.body?.error, requestId: '' } });
  expect(a.status).toBe(b.status);
  expect(blank(a)).toEqual(blank(b));
  expect(stableHeaders(a)).toEqual(stableHeaders(b));
  expect(stableHeaders(a)['content-length']).toBeDefined();
}
