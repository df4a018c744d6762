/** The dialect registry, the parsing of `--dialect` names and the route settings they carry. */
import { describe, expect, it } from 'vitest';
import type { SandboxContext } from '../context';
import { STANDARD_PLACES_ANSWER } from '../places/routes';
import { DIALECT_NAMES, DIALECTS, dialectContext, dialectHelp, dialectNamed, parseDialects } from './index';
import { UNRANKED_PLACES } from './places-unranked';

describe('the registry', () => {
  it('holds each named dialect exactly once', () => {
    expect(DIALECTS.map((d) => d.name).sort()).toEqual([...DIALECT_NAMES].sort());
    for (const name of DIALECT_NAMES) expect(dialectNamed(name).name).toBe(name);
  });

  it('runs the schema-driven rewrites before the ones that reshape the body', () => {
    const order = DIALECTS.map((d) => d.name);
    for (const first of ['all-nulls', 'foreign-enums'] as const) {
      expect(order.indexOf(first)).toBeLessThan(order.indexOf('estimate-body'));
      expect(order.indexOf(first)).toBeLessThan(order.indexOf('bare-wrappers'));
    }
    expect(order.indexOf('estimate-body')).toBeLessThan(order.indexOf('bare-wrappers'));
  });

  it('lists one line per dialect for --help', () => {
    const lines = dialectHelp().split('\n');
    expect(lines).toHaveLength(DIALECT_NAMES.length);
    DIALECT_NAMES.forEach((name, i) => expect(lines[i]).toMatch(new RegExp(`^  ${name}\\s+\\S`)));
  });
});

describe('parseDialects', () => {
  it('reads comma-separated and repeated items, ignores spaces and repeats, in the registry order', () => {
    expect(parseDialects([])).toEqual([]);
    expect(parseDialects(['all-nulls,bare-wrappers'])).toEqual(['bare-wrappers', 'all-nulls']);
    expect(parseDialects(['error-codes', ' no-retry-after , error-codes'])).toEqual([
      'error-codes',
      'no-retry-after',
    ]);
  });

  it('refuses an unknown or empty name with one line naming every dialect', () => {
    expect(() => parseDialects(['bare-wrapper'])).toThrow(RangeError);
    for (const bad of [['bare-wrapper'], ['error-codes,'], ['']]) {
      let message = '';
      try {
        parseDialects(bad);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).not.toContain('\n');
      expect(message).toMatch(/is not a dialect; the dialects are bare-wrappers, error-codes, /);
      for (const name of DIALECT_NAMES) expect(message).toContain(name);
    }
  });
});

describe('dialectContext', () => {
  const ctx = { environment: 'sandbox' } as unknown as SandboxContext;

  it('is the context itself when no dialect changes a route', () => {
    expect(dialectContext(ctx, [])).toBe(ctx);
    expect(dialectContext(ctx, ['bare-wrappers', 'error-codes', 'all-nulls'])).toBe(ctx);
  });

  it('carries the places answer of places-unranked, leaving the given context alone', () => {
    const changed = dialectContext(ctx, ['bare-wrappers', 'places-unranked']);
    expect(changed.placesAnswer).toEqual(UNRANKED_PLACES);
    expect(changed.environment).toBe('sandbox');
    expect(ctx.placesAnswer).toBeUndefined();
    expect(UNRANKED_PLACES.limit).toBeGreaterThan(STANDARD_PLACES_ANSWER.limit);
  });
});
