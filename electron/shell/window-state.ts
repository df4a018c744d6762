/**
 * The window's size and position, remembered between runs in a small JSON file in the app's data
 * folder (`window-state.json` in `userData`). The file is read defensively: anything that is not a
 * sane state (bad JSON, wrong types, absurd sizes) is ignored, and a remembered position that is no
 * longer on any screen (a monitor unplugged) is dropped so the window opens centred instead of
 * off-screen.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** The file name in `userData`. */
export const WINDOW_STATE_FILE = 'window-state.json';

/** A rectangle in screen pixels (Electron's `Rectangle`). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What is remembered: the normal (not maximized) bounds and whether the window was maximized. */
export interface WindowState extends Rect {
  maximized: boolean;
}

/** The bounds a new window gets: a size, and a position only when it is on a screen. */
export interface WindowPlacement {
  width: number;
  height: number;
  x?: number;
  y?: number;
  maximized: boolean;
}

/** The size of the first window, and the smallest the app is usable at (px). */
export const DEFAULT_SIZE = { width: 1440, height: 900 } as const;
export const MIN_SIZE = { width: 800, height: 560 } as const;

/** How much of the window (px) must lie on a screen's work area for its position to be kept. */
const MIN_VISIBLE = { width: 200, height: 100 };

const coordinate = z.number().int().min(-100_000).max(100_000);
const stateSchema = z.object({
  x: coordinate,
  y: coordinate,
  width: z.number().int().min(MIN_SIZE.width).max(20_000),
  height: z.number().int().min(MIN_SIZE.height).max(20_000),
  maximized: z.boolean(),
});

/** The state in `dir`'s file, or null when there is none or it is not a valid state. Never throws. */
export function readWindowState(dir: string): WindowState | null {
  try {
    const parsed = stateSchema.safeParse(JSON.parse(readFileSync(join(dir, WINDOW_STATE_FILE), 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Writes `state` to `dir`'s file (through a temporary file and a rename, so a crash never leaves half a
 * file). Never throws: a window state that can't be saved is not worth an error; it is logged.
 */
export function writeWindowState(
  dir: string,
  state: WindowState,
  log: (m: string) => void = console.warn,
): void {
  const file = join(dir, WINDOW_STATE_FILE);
  try {
    writeFileSync(`${file}.tmp`, `${JSON.stringify(state)}\n`, { mode: 0o600 });
    renameSync(`${file}.tmp`, file);
  } catch (error) {
    log(
      `Dispatch could not save the window's size: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** The area (px²) `a` and `b` share. */
function overlap(a: Rect, b: Rect): { width: number; height: number } {
  return {
    width: Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)),
    height: Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)),
  };
}

/**
 * Where to open the window: the remembered state when its rectangle shows at least 200 x 100 px on one
 * of `workAreas` (the displays' work areas), else the remembered size without a position (centred);
 * the size never exceeds the largest work area; without a state, `DEFAULT_SIZE`, centred.
 */
export function placeWindow(state: WindowState | null, workAreas: readonly Rect[]): WindowPlacement {
  const largest = workAreas.reduce(
    (max, area) => ({ width: Math.max(max.width, area.width), height: Math.max(max.height, area.height) }),
    { width: 0, height: 0 },
  );
  const fit = (size: { width: number; height: number }) => ({
    width: largest.width > 0 ? Math.min(size.width, largest.width) : size.width,
    height: largest.height > 0 ? Math.min(size.height, largest.height) : size.height,
  });
  if (!state) return { ...fit(DEFAULT_SIZE), maximized: false };
  const size = fit(state);
  const onScreen = workAreas.some((area) => {
    const shared = overlap({ x: state.x, y: state.y, ...size }, area);
    return shared.width >= MIN_VISIBLE.width && shared.height >= MIN_VISIBLE.height;
  });
  return onScreen
    ? { x: state.x, y: state.y, ...size, maximized: state.maximized }
    : { ...size, maximized: state.maximized };
}
