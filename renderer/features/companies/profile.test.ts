import { describe, expect, it } from 'vitest';
import { httpsUrl, labelOf } from './profile';

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

describe('httpsUrl', () => {
  it('keeps https links only', () => {
    expect(httpsUrl('https://exchange.example/companies/1')).toBe('https://exchange.example/companies/1');
    expect(httpsUrl('http://exchange.example/companies/1')).toBeNull();
    expect(httpsUrl('javascript:alert(1)')).toBeNull();
    expect(httpsUrl('not a url')).toBeNull();
  });
});
