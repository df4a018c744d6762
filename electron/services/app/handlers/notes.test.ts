import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryKeyStore } from '../../keys/memory';
import { invokeCall } from '../invoke';
import { createAppServices, type AppServices } from '../services';

let dir: string;
let services: AppServices | null = null;

function open(): AppServices {
  services = createAppServices({
    settingsDir: dir,
    keyStore: (_account, environment) => createMemoryKeyStore({ environment }),
    startEmbeddedSandbox: async () => {
      throw new Error('not needed');
    },
  });
  return services;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dispatch-notes-calls-'));
});
afterEach(async () => {
  await services?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('notes calls through the app services', () => {
  it('saves, finds, exports and keeps a note across a restart', async () => {
    open();
    const saved = await invokeCall(services!.handlers, 'notes.save', {
      kind: 'listing',
      id: 'FX-7K2M9Q',
      text: 'Sună după 10',
      tags: ['frigo'],
    });
    expect(saved).toMatchObject({ ok: true, value: { id: 'FX-7K2M9Q', tags: ['frigo'] } });
    expect(await invokeCall(services!.handlers, 'notes.list', { query: 'suna' })).toMatchObject({
      ok: true,
      value: [{ id: 'FX-7K2M9Q' }],
    });
    expect(await invokeCall(services!.handlers, 'notes.tags', {})).toEqual({
      ok: true,
      value: [{ tag: 'frigo', count: 1 }],
    });
    await services!.close();
    open();
    const exported = await invokeCall(services!.handlers, 'notes.export', {});
    expect(exported).toMatchObject({
      ok: true,
      value: { notes: [{ id: 'FX-7K2M9Q', text: 'Sună după 10' }] },
    });
    expect(
      await invokeCall(services!.handlers, 'notes.delete', { kind: 'listing', id: 'FX-7K2M9Q' }),
    ).toEqual({
      ok: true,
      value: { deleted: true },
    });
  });

  it('refuses a bad note and a bad import file with invalid_input', async () => {
    open();
    const bad = await invokeCall(services!.handlers, 'notes.save', {
      kind: 'vehicle',
      id: 'x',
      text: '',
      tags: [],
    });
    expect(bad).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    const file = await invokeCall(services!.handlers, 'notes.import', { file: { format: 'dispatch-notes' } });
    expect(file).toMatchObject({ ok: false, error: { kind: 'invalid_input', fields: [{ path: 'file' }] } });
    expect(await invokeCall(services!.handlers, 'notes.list', {})).toEqual({ ok: true, value: [] });
  });
});
