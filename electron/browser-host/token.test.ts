import { describe, expect, it } from 'vitest';
import { hostTokenFrom, isHostTokenForm, newHostToken, tokenMatches } from './token';

describe('browser host token', () => {
  it('is 256 random bits as hex, new each launch', () => {
    const a = newHostToken();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(newHostToken()).not.toBe(a);
  });

  it('takes DISPATCH_HOST_TOKEN when it is hex of at least 32 characters', () => {
    const given = 'ab'.repeat(16);
    expect(hostTokenFrom({ DISPATCH_HOST_TOKEN: given })).toBe(given);
    expect(isHostTokenForm(hostTokenFrom({}))).toBe(true);
    expect(isHostTokenForm(hostTokenFrom({ DISPATCH_HOST_TOKEN: '' }))).toBe(true);
  });

  it('refuses a short or non-hex DISPATCH_HOST_TOKEN without repeating it', () => {
    for (const bad of ['secret', 'a'.repeat(31), `${'a'.repeat(31)}g`]) {
      expect(() => hostTokenFrom({ DISPATCH_HOST_TOKEN: bad })).toThrow(/at least 32 hexadecimal/);
      try {
        hostTokenFrom({ DISPATCH_HOST_TOKEN: bad });
      } catch (error) {
        expect((error as Error).message).not.toContain(bad);
      }
    }
  });

  it('matches only the same token, whatever the length given', () => {
    const token = newHostToken();
    expect(tokenMatches(token, token)).toBe(true);
    expect(tokenMatches(token, undefined)).toBe(false);
    expect(tokenMatches(token, '')).toBe(false);
    expect(tokenMatches(token, [token, token])).toBe(false);
    expect(tokenMatches(token, token.slice(1))).toBe(false);
    expect(tokenMatches(token, `${token}0`)).toBe(false);
    expect(tokenMatches(token, token.toUpperCase())).toBe(false);
  });
});
