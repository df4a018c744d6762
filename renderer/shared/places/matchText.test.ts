import { describe, expect, it } from 'vitest';
import { foldPlaceText } from '../../../shared/domain/place-match';
import { matchSegments } from './matchText';

const marked = (text: string, query: string) =>
  matchSegments(text, query)
    .map((segment) => (segment.match ? `[${segment.text}]` : segment.text))
    .join('');

describe('foldPlaceText', () => {
  it('drops case and diacritics and reads - as a space', () => {
    expect(foldPlaceText('Brașov')).toBe('brasov');
    expect(foldPlaceText('  Cluj-Napoca ')).toBe('cluj napoca');
    expect(foldPlaceText('Târgu  Mureș')).toBe('targu mures');
    expect(foldPlaceText('Timişoara')).toBe('timisoara');
  });
});

describe('matchSegments', () => {
  it.each([
    ['Brașov', 'brasov', '[Brașov]'],
    ['Brașov', 'Brasov', '[Brașov]'],
    ['Brașov', 'brașov', '[Brașov]'],
    ['Brașov', 'BRAȘ', '[Braș]ov'],
    ['Cluj-Napoca', 'cluj n', '[Cluj-N]apoca'],
    ['Cluj-Napoca', 'napoca', 'Cluj-[Napoca]'],
    ['Târgu Mureș', 'mures', 'Târgu [Mureș]'],
    ['Piatra Neamț', 'a neamt', 'Piatr[a Neamț]'],
    ['München', 'munch', '[Münch]en'],
  ])('%s with %s reads %s', (text, query, expected) => {
    expect(marked(text, query)).toBe(expected);
  });

  it('marks nothing for a blank query or no match', () => {
    expect(matchSegments('Brașov', '  ')).toEqual([{ text: 'Brașov', match: false }]);
    expect(matchSegments('Brașov', 'cluj')).toEqual([{ text: 'Brașov', match: false }]);
  });
});
