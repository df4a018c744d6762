import { describe, expect, it } from 'vitest';
import { labelOf } from './profile';

describe('labelOf', () => {
  const labels = { active: 'Activă', inactive: 'Inactivă' };
  it('gives the catalog word of a known value', () => {
    expect(labelOf(labels, 'active')).toBe('Activă');
  });
  it('reads an unknown value as words, not a crash', () => {
    expect(labelOf(labels, 'under_review')).toBe('Under review');
    expect(labelOf(labels, 'toString')).toBe('ToString');
  });
});
