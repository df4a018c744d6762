/**
 * Where a route map's labels go so that none covers another (docs/map.md §A listing's route, issue 53 §9:
 * the labels of places close together overlapped). Pure: SVG units of the map's picture in, positions out.
 */

/** A point of the map's picture, in its SVG units: [x, y], y downwards. */
export type Point = readonly [number, number];

/**
 * A label to place: its text, the point it names (a place's dot, or the middle of a leg for its km),
 * and whether it must stay (`keep`: the truck's place and the load's ends and km) or may be dropped when
 * no position is free (the empty run's km). Requests are placed in the order given: put the ones that
 * matter most first.
 */
export interface LabelRequest {
  key: string;
  text: string;
  at: Point;
  /** `place`: beside a dot (right-above first); `middle`: centred on a leg's middle (its km). */
  kind: 'place' | 'middle';
  keep: boolean;
}

/** A placed label: the text's baseline point (SVG `x`, `y`) and its `text-anchor`. */
export interface PlacedLabel {
  key: string;
  text: string;
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
}

/** A box in SVG units: left, top, right, bottom. */
type Box = readonly [number, number, number, number];

/** How far a place's label sits from its dot, in SVG units (7, as the map drew them before). */
const GAP = 7;
/** A text's width per character as a share of its font size (a sans-serif's average, a little over). */
const CHAR_WIDTH = 0.6;

/** The box a text takes when its baseline point is (x, y) with `anchor`, at `size` units a line. */
function boxOf(text: string, x: number, y: number, anchor: PlacedLabel['anchor'], size: number): Box {
  const width = text.length * CHAR_WIDTH * size;
  const left = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2;
  // the baseline: most of a line above it, a little (descenders) below
  return [left, y - size * 0.8, left + width, y + size * 0.25];
}

function overlaps(a: Box, b: Box): boolean {
  return a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
}

/** The positions a label may take, in the order tried. */
function candidates(request: LabelRequest, size: number): Omit<PlacedLabel, 'key' | 'text'>[] {
  const [x, y] = request.at;
  if (request.kind === 'middle') {
    return [
      { x, y, anchor: 'middle' },
      { x, y: y + size * 1.2, anchor: 'middle' },
      { x, y: y - size * 1.2, anchor: 'middle' },
    ];
  }
  return [
    { x: x + GAP, y: y - GAP, anchor: 'start' },
    { x: x + GAP, y: y + GAP + size * 0.8, anchor: 'start' },
    { x: x - GAP, y: y - GAP, anchor: 'end' },
    { x: x - GAP, y: y + GAP + size * 0.8, anchor: 'end' },
  ];
}

/**
 * Places `requests` in order at `size` SVG units a line (the map's label size, map.css): each takes the
 * first of its positions (a place: right-above its dot, right-below, left-above, left-below; a km: on
 * its leg's middle, just below, just above) whose box covers no label placed before it. A label with
 * no free position is dropped unless `keep`, which then takes its first position (two kept labels may
 * still touch when their places nearly coincide). Widths are estimated from the text's length (0.6 of
 * the size a character).
 */
export function placeLabels(requests: readonly LabelRequest[], size: number): PlacedLabel[] {
  const placed: PlacedLabel[] = [];
  const boxes: Box[] = [];
  for (const request of requests) {
    const options = candidates(request, size);
    const free = options.find(
      (option) =>
        !boxes.some((box) => overlaps(box, boxOf(request.text, option.x, option.y, option.anchor, size))),
    );
    const chosen = free ?? (request.keep ? options[0] : undefined);
    if (!chosen) continue;
    placed.push({ key: request.key, text: request.text, ...chosen });
    boxes.push(boxOf(request.text, chosen.x, chosen.y, chosen.anchor, size));
  }
  return placed;
}
