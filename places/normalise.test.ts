import { describe, expect, it } from 'vitest';
import { dropQualifier, foldDiacritics, romanianOrthography, searchKey, slugPart } from './normalise';

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

  it('makes ASCII slug parts', () => {
    expect(slugPart('Bistrița-Năsăud')).toBe('bistrita-nasaud');
    expect(slugPart("Provence-Alpes-Côte d'Azur")).toBe('provence-alpes-cote-d-azur');
  });

  it('writes Romanian comma-below letters and drops the stray acute i', () => {
    expect(romanianOrthography('Constanţa, Târgu-Mureş, ŞEÍCA')).toBe('Constanța, Târgu-Mureș, ȘEÍCA');
    expect(romanianOrthography('Faraoaní')).toBe('Faraoani');
  });

  it('drops a parenthesised qualifier', () => {
    expect(dropQualifier('Poiana Mărului (Brașov)')).toBe('Poiana Mărului');
    expect(dropQualifier('Iași')).toBe('Iași');
  });
});
