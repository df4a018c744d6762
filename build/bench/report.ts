/**
 * How `npm run bench` prints: one line per figure, the figure next to its goal and a verdict, and a
 * summary of the goals met at the end.
 */

/** One measured figure against its goal. `met` undefined: informative, no goal. */
export interface Figure {
  /** What was measured, e.g. `places p99 (server-side)`. */
  name: string;
  /** The figure as printed, with its unit, e.g. `0.31 ms`. */
  value: string;
  /** The goal as printed, e.g. `<= 1 ms`; empty when there is none. */
  goal: string;
  met?: boolean;
  /** Extra context (load, ratio parts), printed after the goal. */
  note?: string;
}

const figures: Figure[] = [];

/** Prints `figure` at once and keeps it for the summary. */
export function report(figure: Figure): void {
  figures.push(figure);
  const verdict = figure.met === undefined ? '    ' : figure.met ? ' ok ' : 'MISS';
  const goal = figure.goal ? `goal ${figure.goal}` : '';
  const note = figure.note ? `  (${figure.note})` : '';
  console.log(`[${verdict}] ${figure.name.padEnd(46)} ${figure.value.padStart(14)}   ${goal}${note}`);
}

/** Prints a section heading. */
export function section(title: string): void {
  console.log(`\n== ${title}`);
}

/** Prints how many goals were met and which were missed. */
export function summary(): void {
  const judged = figures.filter((f) => f.met !== undefined);
  const missed = judged.filter((f) => !f.met);
  console.log(`\n${judged.length - missed.length} of ${judged.length} goals met.`);
  for (const f of missed) console.log(`  missed: ${f.name}: ${f.value} (goal ${f.goal})`);
}

/** `n` with `digits` decimals and thousands separators, e.g. `12,345.6`. */
export function num(n: number, digits = 0): string {
  return n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** The `p`-th percentile (0-100) of `values` (nearest rank); NaN when empty. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

/** The median of `values`. */
export function median(values: readonly number[]): number {
  return percentile(values, 50);
}
