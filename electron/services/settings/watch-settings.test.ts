import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSettingsStore } from './settings-store';
import { defaultWatchSettings, patchWatchSettings, readWatchSettings } from './watch-settings';

describe('watch settings', () => {
  it('default to on, 4 reads a minute, every source and kind on, no quiet hours', () => {
    const settings = defaultWatchSettings();
    expect(settings).toMatchObject({ enabled: true, requestsPerMinute: 4, quietHours: null });
    expect(Object.keys(settings.sources)).toHaveLength(6);
    expect(Object.values(settings.sources).every(Boolean)).toBe(true);
    expect(Object.keys(settings.notify)).toHaveLength(12);
    expect(Object.values(settings.notify).every(Boolean)).toBe(true);
  });

  it.each([
    ['nothing', undefined],
    ['not an object', 'on'],
    ['an array', [true]],
    ['wrong types', { enabled: 'yes', requestsPerMinute: '4', sources: 1, notify: [], quietHours: 5 }],
    ['a rate out of bounds', { requestsPerMinute: 100 }],
    ['a rate that is no number', { requestsPerMinute: null }],
    ['quiet hours not HH:MM', { quietHours: { from: '7:00', to: '24:00' } }],
  ])('fall back to the defaults for %s', (_, stored) => {
    expect(readWatchSettings(stored)).toEqual(defaultWatchSettings());
  });

  it('keep every valid field and drop the invalid or unknown ones, field by field', () => {
    const read = readWatchSettings({
      enabled: false,
      requestsPerMinute: 100,
      sources: { my_vehicles: false, radio: false, my_offers: 'off' },
      notify: { 'offer.withdrawn': false, 'x.y': false },
      quietHours: { from: '22:00', to: '07:00' },
      colour: 'red',
    });
    expect(read).toEqual({
      ...defaultWatchSettings(),
      enabled: false,
      sources: { ...defaultWatchSettings().sources, my_vehicles: false },
      notify: { ...defaultWatchSettings().notify, 'offer.withdrawn': false },
      quietHours: { from: '22:00', to: '07:00' },
    });
  });

  it('patch only what is given; null quiet hours clears them', () => {
    const before = { ...defaultWatchSettings(), quietHours: { from: '22:00', to: '07:00' } };
    const after = patchWatchSettings(before, { sources: { saved_searches: false }, quietHours: null });
    expect(after).toEqual({
      ...before,
      sources: { ...before.sources, saved_searches: false },
      quietHours: null,
    });
    expect(patchWatchSettings(before, {})).toEqual(before);
  });
});

describe('watch settings in the settings file', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'dispatch-watch-settings-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('persist across instances', () => {
    const store = createSettingsStore({ cwd: dir });
    store.setWatch({ ...defaultWatchSettings(), requestsPerMinute: 2 });
    expect(createSettingsStore({ cwd: dir }).getWatch().requestsPerMinute).toBe(2);
  });

  it('an invalid stored watch falls back field by field and never sets the file aside', () => {
    const store = createSettingsStore({ cwd: dir });
    store.setEnvironment({ kind: 'embedded' });
    const file = JSON.parse(readFileSync(store.path, 'utf8')) as Record<string, unknown>;
    writeFileSync(store.path, JSON.stringify({ ...file, watch: { enabled: false, requestsPerMinute: -3 } }));
    const again = createSettingsStore({ cwd: dir });
    expect(again.problem).toBeNull();
    expect(again.getWatch()).toEqual({ ...defaultWatchSettings(), enabled: false });
  });
});
