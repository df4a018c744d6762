import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { holdKeysOf } from '../keys/held-keys';
import { failureOf, useDesk } from './testing';

const fx = useDesk('dispatch-hidden-', Date.UTC(2026, 10, 25, 8, 0, 0));

describe('hidden loads', () => {
  it('hides, lists newest first, and keeps them across a restart', () => {
    expect(fx.desk.hiddenLoads.hide('FX-7K2M9Q', ' Cluj-Napoca, RO → München, DE ')).toEqual({
      ref: 'FX-7K2M9Q',
      hiddenAt: '2026-11-25T08:00:00.000Z',
      route: 'Cluj-Napoca, RO → München, DE',
    });
    fx.clock += 60_000;
    fx.desk.hiddenLoads.hide('FX-8K2M9Q');
    fx.restart();
    expect(fx.desk.hiddenLoads.list()).toEqual([
      { ref: 'FX-8K2M9Q', hiddenAt: '2026-11-25T08:01:00.000Z', route: null },
      { ref: 'FX-7K2M9Q', hiddenAt: '2026-11-25T08:00:00.000Z', route: 'Cluj-Napoca, RO → München, DE' },
    ]);
    expect(fx.desk.hiddenLoads.has('FX-7K2M9Q')).toBe(true);
    expect(fx.desk.hiddenLoads.has('FX-9K2M9Q')).toBe(false);
    expect(fx.desk.hiddenLoads.has('not a ref')).toBe(false);
  });

  it('keeps the first time and route when hidden again', () => {
    fx.desk.hiddenLoads.hide('FX-7K2M9Q', 'Arad → Wien');
    fx.clock += 60_000;
    expect(fx.desk.hiddenLoads.hide('FX-7K2M9Q', 'Other')).toMatchObject({
      hiddenAt: '2026-11-25T08:00:00.000Z',
      route: 'Arad → Wien',
    });
    expect(fx.desk.hiddenLoads.list()).toHaveLength(1);
  });

  it('shows one again (reversible), saying whether it was hidden', () => {
    fx.desk.hiddenLoads.hide('FX-7K2M9Q');
    expect(fx.desk.hiddenLoads.unhide('FX-7K2M9Q')).toBe(true);
    expect(fx.desk.hiddenLoads.unhide('FX-7K2M9Q')).toBe(false);
    expect(fx.desk.hiddenLoads.has('FX-7K2M9Q')).toBe(false);
    expect(fx.desk.hiddenLoads.list()).toEqual([]);
  });

  it('refuses a malformed ref, naming the field', () => {
    expect(failureOf(() => fx.desk.hiddenLoads.hide('FX-1'))).toMatchObject({
      kind: 'invalid_input',
      fields: [{ path: 'ref' }],
    });
  });
});

describe('hidden loads: no key is stored', () => {
  const KEY = 'test_fx_' + 'Pe4Ns9Kd2Wq7Zm1Rb6Tx3Lh8Jc5Gv0Yf';
  let release: () => void;
  beforeEach(() => {
    release = holdKeysOf(() => [KEY]);
  });
  afterEach(() => release());

  it('stores a route quoting a held key scrubbed, then cut to 200 characters', () => {
    expect(fx.desk.hiddenLoads.hide('FX-7K2M9Q', ` Cluj ${KEY.slice(8)} → Wien `).route).toBe(
      `Cluj [key …${KEY.slice(-4)}] → Wien`,
    );
    const long = `${'x'.repeat(195)} ${KEY}`;
    expect(fx.desk.hiddenLoads.hide('FX-8K2M9Q', long).route).toBe(`${'x'.repeat(195)} [key`);
    expect(JSON.stringify(fx.desk.db.prepare('SELECT * FROM hidden_loads').all())).not.toContain(
      KEY.slice(-8),
    );
  });
});
