import { describe, expect, it } from 'vitest';
import { cuiCheckDigit, isValidCui, makeCui, makeVatNumber, VAT_PATTERNS, VIES_COUNTRIES } from './cui';
import { Random } from './random';

describe('CUI', () => {
  it('computes check digits derived by hand', () => {
    // 1439984 right-aligned to 753217532: 0*7+0*5+1*3+4*2+3*1+9*7+9*5+8*3+4*2 = 154; 1540 mod 11 = 0.
    expect(cuiCheckDigit('1439984')).toBe(0);
    expect(isValidCui('14399840')).toBe(true);
    expect(isValidCui('RO14399840')).toBe(true);
    // 1234567: 3+4+3+28+25+18+14 = 95; 950 mod 11 = 4.
    expect(cuiCheckDigit('1234567')).toBe(4);
    expect(isValidCui('12345674')).toBe(true);
    // 1: 1*2 = 2; 20 mod 11 = 9.
    expect(isValidCui('19')).toBe(true);
    // 5: 5*2 = 10; 100 mod 11 = 1.
    expect(isValidCui('51')).toBe(true);
  });

  it('turns a check of 10 into 0', () => {
    // 6: 6*2 = 12; 120 mod 11 = 10 -> 0.
    expect(cuiCheckDigit('6')).toBe(0);
    expect(isValidCui('60')).toBe(true);
  });

  it('rejects malformed values and a changed digit', () => {
    expect(isValidCui('14399841')).toBe(false);
    expect(isValidCui('14398840')).toBe(false);
    expect(isValidCui('')).toBe(false);
    expect(isValidCui('7')).toBe(false);
    expect(isValidCui('014399840')).toBe(false);
    expect(isValidCui('RO 14399840')).toBe(false);
    expect(isValidCui('12345678901')).toBe(false);
  });

  it('makes valid CUIs; a changed check digit always fails, a changed body digit nearly always', () => {
    const random = new Random(7);
    let bodyChanges = 0;
    let bodyCaught = 0;
    for (let n = 0; n < 200; n++) {
      const cui = makeCui(random);
      expect(cui).toMatch(/^[1-9]\d{5,7}$/);
      expect(isValidCui(cui)).toBe(true);
      const check = Number(cui.at(-1));
      expect(isValidCui(`${cui.slice(0, -1)}${(check + random.int(1, 9)) % 10}`)).toBe(false);
      // A body change slips through only when it swaps a raw check of 10 for 0 (both written 0).
      const i = random.int(1, cui.length - 2);
      const changed = `${cui.slice(0, i)}${(Number(cui[i]) + random.int(1, 9)) % 10}${cui.slice(i + 1)}`;
      bodyChanges++;
      if (!isValidCui(changed)) bodyCaught++;
    }
    expect(bodyCaught / bodyChanges).toBeGreaterThan(0.85);
  });
});

describe('VAT numbers', () => {
  it('have the country shape', () => {
    const random = new Random(3);
    for (const country of VIES_COUNTRIES) {
      for (let n = 0; n < 20; n++) expect(makeVatNumber(country, random)).toMatch(VAT_PATTERNS[country]);
    }
  });
});
