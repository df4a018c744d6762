import { describe, expect, it } from 'vitest';
import { companyNameKey, foldForSearch } from './company-name';

describe('companyNameKey', () => {
  it('matches spellings of one name: case, diacritics, spaces, punctuation, legal suffix', () => {
    const key = companyNameKey('Trans Carpați SRL');
    for (const name of [
      'TRANS CARPATI S.R.L.',
      'trans  carpati srl',
      'Trans-Carpați',
      ' Trans Carpati, S.R.L. ',
    ]) {
      expect(companyNameKey(name), name).toBe(key);
    }
    expect(key).toBe('trans carpati');
    expect(companyNameKey('Müller Logistik GmbH')).toBe('muller logistik');
    expect(companyNameKey('Poltrans Sp. z o.o.')).toBe('poltrans');
  });

  it('keeps names apart that differ in more than that', () => {
    expect(companyNameKey('Trans Carpati Nord SRL')).not.toBe(companyNameKey('Trans Carpati SRL'));
    expect(companyNameKey('SRL')).toBe('srl');
    expect(companyNameKey('…')).toBe('');
  });
});

describe('foldForSearch', () => {
  it('folds case, diacritics and spaces', () => {
    expect(foldForSearch('  Plătește   ÎN 90 zile ')).toBe('plateste in 90 zile');
  });
});
