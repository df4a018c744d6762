import { describe, expect, it } from 'vitest';
import { placeLabels, type LabelRequest } from './labelPlacement';

const SIZE = 30;
/** A label's box as placeLabels estimates it (0.6 of the size a character), for the checks below. */
function box(label: { text: string; x: number; y: number; anchor: string }) {
  const width = label.text.length * 0.6 * SIZE;
  const left =
    label.anchor === 'start' ? label.x : label.anchor === 'end' ? label.x - width : label.x - width / 2;
  return { left, right: left + width, top: label.y - SIZE * 0.8, bottom: label.y + SIZE * 0.25 };
}
const apart = (a: ReturnType<typeof box>, b: ReturnType<typeof box>) =>
  a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;

const place = (key: string, text: string, at: [number, number], keep = true): LabelRequest => ({
  key,
  text,
  at,
  kind: 'place',
  keep,
});

describe('placeLabels', () => {
  it('leaves labels of places far apart where they always were: right of and above their dots', () => {
    const placed = placeLabels(
      [place('truck', 'Cluj-Napoca', [100, 100]), place('to', 'München', [600, 400])],
      SIZE,
    );
    expect(placed).toEqual([
      { key: 'truck', text: 'Cluj-Napoca', x: 107, y: 93, anchor: 'start' },
      { key: 'to', text: 'München', x: 607, y: 393, anchor: 'start' },
    ]);
  });

  it('moves the label of a place close to another off it, the first placed keeping its spot', () => {
    const placed = placeLabels(
      [place('truck', 'Cluj-Napoca', [100, 100]), place('from', 'Turda', [110, 105])],
      SIZE,
    );
    expect(placed).toHaveLength(2);
    expect(placed[0]).toMatchObject({ key: 'truck', x: 107, y: 93 });
    expect(apart(box(placed[0]!), box(placed[1]!))).toBe(true);
  });

  it('drops a label that may go (the empty run’s km) when no spot is free, and keeps one that must stay', () => {
    const crowd = [
      place('truck', 'Cluj-Napoca', [100, 100]),
      place('from', 'Turda', [100, 100]),
      place('to', 'Dej', [100, 100]),
      place('extra', 'Gherla', [100, 100]),
    ];
    const km: LabelRequest = { key: 'empty-km', text: '12 km', at: [100, 100], kind: 'middle', keep: false };
    const placed = placeLabels([...crowd, km], SIZE);
    expect(placed.map((label) => label.key)).toEqual(['truck', 'from', 'to', 'extra']);
    // the four places took the four spots around their dot: none covers another
    for (const [i, a] of placed.entries()) {
      for (const b of placed.slice(i + 1)) expect(apart(box(a), box(b)), `${a.key} and ${b.key}`).toBe(true);
    }
    const kept = placeLabels([...crowd, { ...km, keep: true }], SIZE);
    expect(kept.at(-1)).toMatchObject({ key: 'empty-km', x: 100, y: 100, anchor: 'middle' });
  });
});
