import { describe, expect, it } from 'vitest';
import { CUT_MARK, NAME_MAX_CHARS, TEXT_MAX_CHARS, capTexts, cutText } from './text-caps';

describe('text caps', () => {
  it('cuts a text longer than its cap to the cap, the mark last, and leaves shorter ones alone', () => {
    expect(cutText('abcdef', 4)).toBe('abc…');
    expect(cutText('abcd', 4)).toBe('abcd');
    expect(cutText('ab😀cd', 4)).toBe('ab…'); // the emoji's pair is not split
  });

  it('cuts names at 200 and every other text at 2,000, in items, nested objects and arrays', () => {
    const long = 'x'.repeat(5_000);
    const capped = capTexts({
      ref: 'FX-AAAAAA',
      description: long,
      fromCity: long,
      carrier: { name: long, verified: true },
      truckTypes: ['van', long],
      weightKg: 1200,
      budget: null,
    }) as Record<string, unknown>;
    expect(capped.ref).toBe('FX-AAAAAA');
    expect(capped.description).toBe('x'.repeat(TEXT_MAX_CHARS - 1) + CUT_MARK);
    expect(capped.fromCity).toBe('x'.repeat(NAME_MAX_CHARS - 1) + CUT_MARK);
    expect(capped.carrier).toEqual({ name: 'x'.repeat(NAME_MAX_CHARS - 1) + CUT_MARK, verified: true });
    expect(capped.truckTypes).toEqual(['van', 'x'.repeat(TEXT_MAX_CHARS - 1) + CUT_MARK]);
    expect(capped).toMatchObject({ weightKg: 1200, budget: null });
  });

  it('keeps a __proto__ key of the answer a plain field, and drops what nests deeper than any resource', () => {
    const capped = capTexts(JSON.parse('{"__proto__":{"polluted":true},"name":"a"}')) as Record<
      string,
      unknown
    >;
    expect(Object.getPrototypeOf(capped)).toBe(Object.prototype);
    expect((capped as { polluted?: boolean }).polluted).toBeUndefined();
    expect(Object.keys(capped)).toEqual(['__proto__', 'name']);
    let deep: unknown = 'bottom';
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(JSON.stringify(capTexts({ deep }))).not.toContain('bottom');
  });
});
