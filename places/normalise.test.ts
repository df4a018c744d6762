import { describe, expect, it } from 'vitest';
import {
  dropQualifier,
  foldDiacritics,
  nameKeys,
  romanianOrthography,
  searchKey,
  slugPart,
} from './normalise';

describe('place text normalisation', () => {
  it('folds Romanian letters in both cedilla and comma-below forms', () => {
    expect(searchKey('Brașov')).toBe('brasov');
    expect(searchKey('Braşov')).toBe('brasov');
    expect(searchKey('ŢĂRĂNEȘTI Îngust')).toBe('taranesti ingust');
  });

  it('folds letters NFD does not split', () => {
    expect(foldDiacritics('Straße Łódź Ørsted Kırıkkale')).toBe('strasse lodz orsted kirikkale');
  });

  it('treats hyphens and spaces alike and trims', () => {
    expect(searchKey('  Cluj-Napoca ')).toBe('cluj napoca');
    expect(searchKey('cluj  -  napoca')).toBe('cluj napoca');
  });

  it('reads control characters as spaces (a NUL ended the store trigram phrase)', () => {
    expect(searchKey('\u0000Cluj\u0000\u0007Napoca\u0011')).toBe('cluj napoca');
  });

  it('makes ASCII slug parts', () => {
    expect(slugPart('Bistrița-Năsăud')).toBe('bistrita-nasaud');
    expect(slugPart("Provence-Alpes-Côte d'Azur")).toBe('provence-alpes-cote-d-azur');
  });

  it('writes Romanian comma-below letters and drops the stray acute i', () => {
    expect(romanianOrthography('Constanţa, Târgu-Mureş, ŞEÍCA')).toBe('Constanța, Târgu-Mureș, ȘEÍCA');
    expect(romanianOrthography('Faraoaní')).toBe('Faraoani');
  });

  it('finds a name by its two-letter spellings too: German and Nordic ue oe ae aa, đ as dj, Romanian î for â', () => {
    expect(nameKeys('München')).toEqual(['munchen', 'muenchen']);
    expect(nameKeys('Köln')).toEqual(['koln', 'koeln']);
    expect(nameKeys('Århus')).toEqual(['arhus', 'aarhus']);
    expect(nameKeys('København')).toEqual(['kobenhavn', 'koebenhavn']);
    expect(nameKeys('Đakovo')).toEqual(['dakovo', 'djakovo']);
    expect(nameKeys('Târgu-Mureș', true)).toEqual(['targu mures', 'tirgu mures']);
    // â is î's old spelling only in Romanian: Châteauroux keeps one key
    expect(nameKeys('Châteauroux')).toEqual(['chateauroux']);
    expect(nameKeys('Brașov', true)).toEqual(['brasov']);
  });

  it('drops a parenthesised qualifier', () => {
    expect(dropQualifier('Poiana Mărului (Brașov)')).toBe('Poiana Mărului');
    expect(dropQualifier('Iași')).toBe('Iași');
  });
});
