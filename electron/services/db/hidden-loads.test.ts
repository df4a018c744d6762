import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppFailure } from '../errors';
import { openDesk, type Desk } from './desk';

let dir: string;
let desk: Desk;
let clock: number;
const open = () => openDesk({ dir, now: () => clock });
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dispatch-hidden-'));
  clock = Date.UTC(2026, 10, 25, 8, 0, 0);
  desk = open();
});
afterEach(() => {
  desk.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('hidden loads', () => {
  it('hides, lists newest first, and keeps them across a restart', () => {
    expect(desk.hiddenLoads.hide('FX-7K2M9Q', ' Cluj-Napoca, RO → München, DE ')).toEqual({
      ref: 'FX-7K2M9Q',
      hiddenAt: '2026-11-25T08:00:00.000Z',
      route: 'Cluj-Napoca, RO → München, DE',
    });
    clock += 60_000;
    desk.hiddenLoads.hide('FX-8K2M9Q');
    desk.close();
    desk = open();
    expect(desk.hiddenLoads.list()).toEqual([
      { ref: 'FX-8K2M9Q', hiddenAt: '2026-11-25T08:01:00.000Z', route: null },
      { ref: 'FX-7K2M9Q', hiddenAt: '2026-11-25T08:00:00.000Z', route: 'Cluj-Napoca, RO → München, DE' },
    ]);
    expect(desk.hiddenLoads.has('FX-7K2M9Q')).toBe(true);
    expect(desk.hiddenLoads.has('FX-9K2M9Q')).toBe(false);
    expect(desk.hiddenLoads.has('not a ref')).toBe(false);
  });

  it('keeps the first time and route when hidden again', () => {
    desk.hiddenLoads.hide('FX-7K2M9Q', 'Arad → Wien');
    clock += 60_000;
    expect(desk.hiddenLoads.hide('FX-7K2M9Q', 'Other')).toMatchObject({
      hiddenAt: '2026-11-25T08:00:00.000Z',
      route: 'Arad → Wien',
    });
    expect(desk.hiddenLoads.list()).toHaveLength(1);
  });

  it('shows one again (reversible), saying whether it was hidden', () => {
    desk.hiddenLoads.hide('FX-7K2M9Q');
    expect(desk.hiddenLoads.unhide('FX-7K2M9Q')).toBe(true);
    expect(desk.hiddenLoads.unhide('FX-7K2M9Q')).toBe(false);
    expect(desk.hiddenLoads.has('FX-7K2M9Q')).toBe(false);
    expect(desk.hiddenLoads.list()).toEqual([]);
  });

  it('refuses a malformed ref, naming the field', () => {
    try {
      desk.hiddenLoads.hide('FX-1');
      throw new Error('expected a failure');
    } catch (error) {
      expect(error).toBeInstanceOf(AppFailure);
      expect((error as AppFailure).appError).toMatchObject({
        kind: 'invalid_input',
        fields: [{ path: 'ref' }],
      });
    }
  });
});
