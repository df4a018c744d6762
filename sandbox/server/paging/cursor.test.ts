import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { canonicalJson, CursorCodec, type CursorBinding } from './cursor';

const binding: CursorBinding = {
  route: 'listings',
  filters: { fromCountry: 'RO', truckTypes: ['tautliner', 'van'] },
  environment: 'sandbox',
  holder: 'address:127.0.0.1',
};
const state = { issuedAt: 1_000_000, revision: 7, position: { at: 999_000, id: 'FX-ABC234' } };
const codec = new CursorCodec({ secret: randomBytes(32) });

function refusal(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('CursorCodec', () => {
  it('round-trips state; the token is URL-safe and at most 512 chars', () => {
    const token = codec.issue(binding, state);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(token.length).toBeLessThanOrEqual(512);
    expect(codec.open(token, binding, state.issuedAt + 1000)).toEqual(state);
  });

  it('treats filters given in another key order as the same filters', () => {
    const token = codec.issue(binding, state);
    const reordered = { ...binding, filters: { truckTypes: ['tautliner', 'van'], fromCountry: 'RO' } };
    expect(codec.open(token, reordered, state.issuedAt).position.id).toBe('FX-ABC234');
  });

  it('refuses a tampered, truncated or foreign cursor with 400 invalid_cursor', () => {
    const token = codec.issue(binding, state);
    const [body, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(
      Buffer.from(body, 'base64url').toString('utf8').replace('FX-ABC234', 'FX-ZZZ999'),
    ).toString('base64url');
    const other = new CursorCodec({ secret: randomBytes(32) }).issue(binding, state);
    for (const bad of [
      `${forged}.${signature}`,
      token.slice(0, -1),
      'abc',
      '',
      other,
      `${body}.${signature}x`,
    ]) {
      const error = refusal(() => codec.open(bad, binding, state.issuedAt));
      expect(error.status).toBe(400);
      expect(error.fields).toEqual([{ path: 'query.cursor', code: 'invalid_cursor' }]);
    }
  });

  it.each([
    ['route', { route: 'vehicles' }],
    ['filters', { filters: { fromCountry: 'DE', truckTypes: ['tautliner', 'van'] } }],
    ['environment', { environment: 'production' as const }],
    ['holder', { holder: 'account:someone-else' }],
  ])('refuses a cursor bound to another %s with 409 cursor_mismatch', (_what, change) => {
    const token = codec.issue(binding, state);
    const error = refusal(() => codec.open(token, { ...binding, ...change }, state.issuedAt));
    expect(error.status).toBe(409);
    expect(error.code).toBe('cursor_mismatch');
    expect(error.message).toMatch(/start over from the first page/);
  });

  it('lives exactly 15 minutes, then answers 409 cursor_expired', () => {
    const token = codec.issue(binding, state);
    expect(codec.open(token, binding, state.issuedAt + 15 * 60_000).revision).toBe(7);
    const error = refusal(() => codec.open(token, binding, state.issuedAt + 15 * 60_000 + 1));
    expect(error.code).toBe('cursor_expired');
    expect(error.message).toMatch(/start over from the first page/);
  });

  it('does not reveal the holder address in the token', () => {
    const token = codec.issue(binding, state);
    expect(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8')).not.toContain('127.0.0.1');
  });

  it('refuses a secret shorter than 32 bytes', () => {
    expect(() => new CursorCodec({ secret: randomBytes(16) })).toThrow(/32 bytes/);
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every depth and drops undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: undefined } })).toBe('{"a":{"d":[2,1]},"b":1}');
  });
});
