import { describe, expect, it } from 'vitest';
import { guardProblem, headerBytes, hostAllowed, MAX_HEADER_BYTES, MAX_TARGET_LENGTH } from './request-guard';

const ok = { target: '/v1/listings', rawHeaders: ['Host', '127.0.0.1:4010'], host: '127.0.0.1:4010' };

describe('hostAllowed', () => {
  it('answers every Host under any', () => {
    expect(hostAllowed('evil.example', 'any', 4010)).toBe(true);
    expect(hostAllowed(undefined, 'any', undefined)).toBe(true);
  });

  it('answers only 127.0.0.1 and localhost on its own port under loopback-self', () => {
    for (const host of ['127.0.0.1:4010', 'localhost:4010', 'LocalHost:4010']) {
      expect(hostAllowed(host, 'loopback-self', 4010), host).toBe(true);
    }
    for (const host of [
      'evil.example:4010',
      '127.0.0.1:4011',
      'localhost',
      '[::1]:4010',
      '127.0.0.2:4010',
      '',
      'localhost.:4010',
    ]) {
      expect(hostAllowed(host, 'loopback-self', 4010), host).toBe(false);
    }
    expect(hostAllowed(undefined, 'loopback-self', 4010)).toBe(false);
    expect(hostAllowed('localhost:4010', 'loopback-self', undefined)).toBe(false);
    expect(hostAllowed('localhost', 'loopback-self', 80)).toBe(true);
  });
});

describe('guardProblem', () => {
  it('lets an ordinary request through', () => {
    expect(guardProblem(ok, 'loopback-self', 4010)).toBeNull();
  });

  it('refuses a foreign Host (421) before the sizes', () => {
    const problem = guardProblem(
      { ...ok, host: 'evil.example', target: `/${'a'.repeat(9000)}` },
      'loopback-self',
      4010,
    );
    expect(problem).toMatchObject({ status: 421, code: 'misdirected_request' });
  });

  it('refuses a request-target over 8192 characters (414), not one of exactly 8192', () => {
    expect(guardProblem({ ...ok, target: `/${'a'.repeat(MAX_TARGET_LENGTH - 1)}` }, 'any', 1)).toBeNull();
    const problem = guardProblem({ ...ok, target: `/${'a'.repeat(MAX_TARGET_LENGTH)}` }, 'any', 1);
    expect(problem).toMatchObject({ status: 414, code: 'uri_too_long' });
    expect(problem?.message).toContain(String(MAX_TARGET_LENGTH + 1));
  });

  it('refuses header fields over 16 KiB (431)', () => {
    const big = ['X-Big', 'a'.repeat(MAX_HEADER_BYTES)];
    expect(guardProblem({ ...ok, rawHeaders: big }, 'any', 1)).toMatchObject({
      status: 431,
      code: 'headers_too_large',
    });
    expect(headerBytes(['Host', 'ab', 'X', ''])).toBe(4 + 2 + 4 + 1 + 0 + 4);
  });
});
