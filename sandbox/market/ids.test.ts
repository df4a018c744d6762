import { describe, expect, it } from 'vitest';
import { TEST_KEY_PATTERN } from '../../shared/domain/keys';
import { demoKey, makeRef, makeUuid, REF_PATTERN } from './ids';
import { Random } from './random';

describe('ids', () => {
  it('makes version-4 uuids', () => {
    const r = new Random(1);
    for (let i = 0; i < 50; i++) {
      expect(makeUuid(r)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });

  it('makes unique refs without I, L, O, U', () => {
    const r = new Random(2);
    const taken = new Set<string>();
    for (let i = 0; i < 1_000; i++) expect(makeRef(r, taken)).toMatch(REF_PATTERN);
    expect(taken.size).toBe(1_000);
    expect(REF_PATTERN.test('FX-ABCDEI')).toBe(false);
    expect(REF_PATTERN.test('FX-ABCDEU')).toBe(false);
  });

  it('derives demo keys from seed and name', () => {
    expect(demoKey(1, 'shipper')).toMatch(TEST_KEY_PATTERN);
    expect(demoKey(1, 'shipper')).toBe(demoKey(1, 'shipper'));
    expect(demoKey(1, 'shipper')).not.toBe(demoKey(2, 'shipper'));
    expect(demoKey(1, 'shipper')).not.toBe(demoKey(1, 'carrier'));
  });
});
