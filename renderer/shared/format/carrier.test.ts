import { describe, expect, it } from 'vitest';
import { carrierName, carrierView } from './carrier';

describe('carrierView', () => {
  it('reads a full carrier as it is', () => {
    expect(carrierView({ name: 'Trans SRL', isCompany: true, verified: true } as never)).toEqual({
      name: 'Trans SRL',
      isCompany: true,
      verified: true,
    });
  });

  it.each([null, undefined, {}, { name: '  ', verified: 'yes' }])(
    'shows "—" and unknowns for %j',
    (carrier) => {
      expect(carrierView(carrier as never)).toEqual({ name: '—', isCompany: null, verified: null });
    },
  );
});

describe('carrierName', () => {
  it('marks a verified carrier and leaves the others plain', () => {
    const words = (name: string) => `${name} (verified)`;
    expect(carrierName({ name: 'A', isCompany: true, verified: true } as never, words)).toBe('A (verified)');
    expect(carrierName({ name: 'B', isCompany: false, verified: false } as never, words)).toBe('B');
    expect(carrierName(null, words)).toBe('—');
  });
});
