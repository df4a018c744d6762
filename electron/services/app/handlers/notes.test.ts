import { describe, expect, it } from 'vitest';
import { useLocalServices } from './local-services.fixture';

const { open, services, call } = useLocalServices('notes-calls');

describe('notes calls through the app services', () => {
  it('saves, finds, exports and keeps a note across a restart', async () => {
    open();
    const saved = await call('notes.save', {
      kind: 'listing',
      id: 'FX-7K2M9Q',
      text: 'Sună după 10',
      tags: ['frigo'],
    });
    expect(saved).toMatchObject({ ok: true, value: { id: 'FX-7K2M9Q', tags: ['frigo'] } });
    expect(await call('notes.list', { query: 'suna' })).toMatchObject({
      ok: true,
      value: [{ id: 'FX-7K2M9Q' }],
    });
    expect(await call('notes.tags', {})).toEqual({
      ok: true,
      value: [{ tag: 'frigo', count: 1 }],
    });
    await services().close();
    open();
    const exported = await call('notes.export', {});
    expect(exported).toMatchObject({
      ok: true,
      value: { notes: [{ id: 'FX-7K2M9Q', text: 'Sună după 10' }] },
    });
    expect(await call('notes.delete', { kind: 'listing', id: 'FX-7K2M9Q' })).toEqual({
      ok: true,
      value: { deleted: true },
    });
  });

  it('refuses a bad note and a bad import file with invalid_input', async () => {
    open();
    const bad = await call('notes.save', {
      kind: 'vehicle',
      id: 'x',
      text: '',
      tags: [],
    });
    expect(bad).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    const file = await call('notes.import', { file: { format: 'dispatch-notes' } });
    expect(file).toMatchObject({ ok: false, error: { kind: 'invalid_input', fields: [{ path: 'file' }] } });
    expect(await call('notes.list', {})).toEqual({ ok: true, value: [] });
  });
});
