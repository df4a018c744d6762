import { describe, expect, it } from 'vitest';
import { TEST_KEY_PATTERN } from '@dispatch/shared/domain/keys';
import { createHash } from 'node:crypto';
import { demoKey, makeRef, makeUniqueUuid, makeUuid, REF_PATTERN } from './ids';
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

  it('draws the same uuids and refs for a seed as ever (the market is pinned by them)', () => {
    const r = new Random(7);
    expect([makeUuid(r), makeUuid(r), makeUuid(r)]).toEqual([
      '67770cb8-a618-4d98-803e-c8859caaadb0',
      'ac8fca82-4dcc-4bcd-b066-72afd60f0b8b',
      'dfcea81f-1768-4d0b-9e6f-03bff984eeed',
    ]);
    const refs = new Set<string>();
    const rr = new Random(8);
    expect([makeRef(rr, refs), makeRef(rr, refs), makeRef(rr, refs)]).toEqual([
      'FX-Q79PVD',
      'FX-QG6PPT',
      'FX-VK2CXV',
    ]);
    // 20,000 of each, interleaved on one stream: the same draws in the same order.
    const hash = createHash('sha256');
    const r3 = new Random(9);
    const taken = new Set<string>();
    for (let i = 0; i < 20_000; i++) {
      hash.update(makeUniqueUuid(r3, taken));
      hash.update(makeRef(r3, taken));
    }
    expect(hash.digest('hex')).toBe('55ece176ced5add7d095f312484a8bd3b70800e582754a736c2b18bb90946831');
  });

  it('derives demo keys from seed and name', () => {
    expect(demoKey(1, 'shipper')).toMatch(TEST_KEY_PATTERN);
    expect(demoKey(1, 'shipper')).toBe(demoKey(1, 'shipper'));
    expect(demoKey(1, 'shipper')).not.toBe(demoKey(2, 'shipper'));
    expect(demoKey(1, 'shipper')).not.toBe(demoKey(1, 'carrier'));
  });
});
