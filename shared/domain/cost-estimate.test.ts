import { describe, expect, it } from 'vitest';
import { ESTIMATE_BAND, isOtherRoute } from './cost-estimate';

describe('isOtherRoute', () => {
  it("is true when the distance misses the listing's by more than 10 km and 10 %", () => {
    expect(isOtherRoute(407, 94)).toBe(true);
    expect(isOtherRoute(118, 282)).toBe(true);
    expect(isOtherRoute(504, 573)).toBe(true);
  });
  it('is false within 10 km or 10 %, or without either figure', () => {
    expect(isOtherRoute(104, 94)).toBe(false);
    expect(isOtherRoute(1700, 1640)).toBe(false);
    expect(isOtherRoute(30, 15)).toBe(true);
    expect(isOtherRoute(20, 15)).toBe(false);
    expect(isOtherRoute(null, 94)).toBe(false);
    expect(isOtherRoute(407, undefined)).toBe(false);
  });
});

describe('ESTIMATE_BAND', () => {
  it('is the usual range docs/api.md gives: 0.85 to 1.15 of the typical figure', () => {
    expect(ESTIMATE_BAND).toEqual({ low: 0.85, high: 1.15 });
  });
});
