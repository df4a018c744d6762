import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_SIZE,
  placeWindow,
  readWindowState,
  WINDOW_STATE_FILE,
  writeWindowState,
  type WindowState,
} from './window-state';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dispatch-window-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const screen = { x: 0, y: 0, width: 1920, height: 1040 };
const state: WindowState = { x: 100, y: 80, width: 1280, height: 800, maximized: false };

describe('window state', () => {
  it('is written and read back', () => {
    writeWindowState(dir, state);
    expect(readWindowState(dir)).toEqual(state);
    expect(JSON.parse(readFileSync(join(dir, WINDOW_STATE_FILE), 'utf8'))).toEqual(state);
  });

  it.each([
    ['no file', null],
    ['bad JSON', '{'],
    ['a string', '"x"'],
    ['a missing field', JSON.stringify({ x: 1, y: 1, width: 1000 })],
    ['a tiny size', JSON.stringify({ ...state, width: 10 })],
    ['a huge size', JSON.stringify({ ...state, height: 1e9 })],
    ['a fraction', JSON.stringify({ ...state, x: 1.5 })],
    ['a string number', JSON.stringify({ ...state, x: '100' })],
  ])('ignores %s', (_case, text) => {
    if (text !== null) writeFileSync(join(dir, WINDOW_STATE_FILE), text);
    expect(readWindowState(dir)).toBeNull();
  });

  it('does not throw when the folder cannot be written, it logs', () => {
    const logged: string[] = [];
    writeWindowState(join(dir, 'missing', 'deeper'), state, (m) => logged.push(m));
    expect(logged).toHaveLength(1);
  });

  it('opens at the remembered place when it is on a screen', () => {
    expect(placeWindow(state, [screen])).toEqual({ ...state });
    const secondScreen = { x: 1920, y: 0, width: 2560, height: 1400 };
    const there = { ...state, x: 2000, y: 100 };
    expect(placeWindow(there, [screen, secondScreen])).toMatchObject({ x: 2000, y: 100 });
  });

  it('drops a position that is off every screen (a monitor unplugged), keeping the size', () => {
    const gone = { ...state, x: 3000, y: 200 };
    expect(placeWindow(gone, [screen])).toEqual({ width: 1280, height: 800, maximized: false });
    const barelyVisible = { ...state, x: 1900, y: 100 };
    expect(placeWindow(barelyVisible, [screen]).x).toBeUndefined();
    const above = { ...state, x: 100, y: -2000 };
    expect(placeWindow(above, [screen]).y).toBeUndefined();
  });

  it('never opens larger than the largest screen, and keeps the maximized flag', () => {
    const big = { ...state, width: 5000, height: 3000, maximized: true };
    expect(placeWindow(big, [screen])).toMatchObject({ width: 1920, height: 1040, maximized: true });
  });

  it('opens at the default size, centred, the first time', () => {
    expect(placeWindow(null, [screen])).toEqual({ ...DEFAULT_SIZE, maximized: false });
    expect(placeWindow(null, [{ x: 0, y: 0, width: 1280, height: 720 }])).toEqual({
      width: 1280,
      height: 720,
      maximized: false,
    });
  });
});
