import { describe, expect, it } from 'vitest';
import { numberMarks, parseLocaleNumber } from './parseNumber';

describe('numberMarks', () => {
  it('knows the marks of both languages', () => {
    expect(numberMarks('ro-RO')).toEqual({ decimal: ',', group: '.' });
    expect(numberMarks('en-GB')).toEqual({ decimal: '.', group: ',' });
  });
});

describe('parseLocaleNumber in Romanian (ro-RO)', () => {
  it.each([
    ['1590', 1590],
    ['1.590', 1590],
    ['1.590,5', 1590.5],
    ['1 590,50', 1590.5],
    ['1\u00a0590,5', 1590.5],
    ['0,75', 0.75],
    [',5', 0.5],
    ['12.5', 12.5],
    ['1.590.000', 1590000],
    ['-3,2', -3.2],
    [' 850 ', 850],
  ])('%s -> %s', (text, expected) => {
    expect(parseLocaleNumber(text, 'ro-RO')).toBe(expected);
  });

  it.each(['', '  ', 'abc', '1,5,0', '1.59,0.1', '12a', '1.5.9', '--1', '1.590,5,'])(
    '%s is not a number',
    (text) => {
      expect(parseLocaleNumber(text, 'ro-RO')).toBeNull();
    },
  );
});

describe('parseLocaleNumber in English (en-GB)', () => {
  it.each([
    ['1590', 1590],
    ['1,590', 1590],
    ['1,590.5', 1590.5],
    ['1 590.50', 1590.5],
    ['0.75', 0.75],
    ['.5', 0.5],
    ['12,5', 12.5],
    ['1,590,000', 1590000],
    ['+7', 7],
  ])('%s -> %s', (text, expected) => {
    expect(parseLocaleNumber(text, 'en-GB')).toBe(expected);
  });

  it.each(['', 'EUR', '1.5.0', '1,59.0,1', '1,5,9', '1..5'])('%s is not a number', (text) => {
    expect(parseLocaleNumber(text, 'en-GB')).toBeNull();
  });
});
