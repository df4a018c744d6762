/**
 * The matched part of a place name, found the way the place look-up matches (docs/api.md §Places:
 * case and diacritics ignored, `-` and spaces alike), so "brasov" marks "Brașov" whole and "cluj n"
 * marks "Cluj-N" in "Cluj-Napoca".
 */

import { foldPlaceChar as foldChar, foldPlaceText } from '../../../shared/domain/place-match';

/** One piece of a shown text: `match` is true for the part that matches the query. */
export interface TextSegment {
  text: string;
  match: boolean;
}

/**
 * Splits `text` into segments, the first part matching `query` (folded both sides) marked; the whole
 * text unmarked when the query is blank or not found. Offsets map back to the original characters,
 * so the marked text keeps its diacritics.
 */
export function matchSegments(text: string, query: string): TextSegment[] {
  const needle = foldPlaceText(query);
  if (!needle) return [{ text, match: false }];
  const chars = Array.from(text);
  // folded text and, for each folded code unit, the index of the original character it came from
  let folded = '';
  const origin: number[] = [];
  chars.forEach((char, index) => {
    const piece = foldChar(char).replace(/\s/g, ' ');
    for (const unit of piece) {
      folded += unit;
      origin.push(index);
    }
  });
  // collapse runs of spaces the same way foldPlaceText does, keeping the origin map aligned
  let collapsed = '';
  const collapsedOrigin: number[] = [];
  for (let i = 0; i < folded.length; i += 1) {
    if (folded[i] === ' ' && collapsed.endsWith(' ')) continue;
    collapsed += folded[i];
    collapsedOrigin.push(origin[i] ?? 0);
  }
  const at = collapsed.indexOf(needle);
  if (at < 0) return [{ text, match: false }];
  const start = collapsedOrigin[at] ?? 0;
  const end = (collapsedOrigin[at + needle.length - 1] ?? chars.length - 1) + 1;
  const segments: TextSegment[] = [];
  if (start > 0) segments.push({ text: chars.slice(0, start).join(''), match: false });
  segments.push({ text: chars.slice(start, end).join(''), match: true });
  if (end < chars.length) segments.push({ text: chars.slice(end).join(''), match: false });
  return segments;
}
