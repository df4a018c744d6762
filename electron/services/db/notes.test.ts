import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NotesFile } from '../../../shared/contract/notes';
import { openDesk } from './desk';
import { columnOf } from './sql';
import { failureOf, useDesk } from './testing';

const fx = useDesk('dispatch-notes-', Date.UTC(2026, 10, 25, 8, 0, 0));

const COMPANY = '0b7c6a1e-0000-4000-8000-00000000000c';
const OTHER = '0b7c6a1e-0000-4000-8000-00000000000d';

describe('notes', () => {
  it('creates, edits and deletes a listing note, tags each once ignoring case', () => {
    const created = fx.desk.notes.save({
      kind: 'listing',
      id: 'fx-7k2m9q',
      label: 'Brașov → Berlin',
      text: 'Called, no answer.  ',
      tags: ['plată 90 zile', 'Urgent', 'urgent'],
    });
    expect(created).toEqual({
      kind: 'listing',
      id: 'FX-7K2M9Q',
      label: 'Brașov → Berlin',
      text: 'Called, no answer.',
      tags: ['plată 90 zile', 'Urgent'],
      list: null,
      updatedAt: '2026-11-25T08:00:00.000Z',
    });
    fx.clock += 60_000;
    const edited = fx.desk.notes.save({
      kind: 'listing',
      id: 'FX-7K2M9Q',
      text: 'Pays in 90 days',
      tags: [],
    });
    expect(edited).toMatchObject({
      text: 'Pays in 90 days',
      tags: [],
      updatedAt: '2026-11-25T08:01:00.000Z',
    });
    expect(fx.desk.notes.get({ kind: 'listing', id: 'FX-7K2M9Q' })).toEqual(edited);
    expect(fx.desk.notes.delete({ kind: 'listing', id: 'FX-7K2M9Q' })).toBe(true);
    expect(fx.desk.notes.delete({ kind: 'listing', id: 'FX-7K2M9Q' })).toBe(false);
    expect(fx.desk.notes.get({ kind: 'listing', id: 'FX-7K2M9Q' })).toBeNull();
  });

  it('deletes a note saved empty, and keeps a company on a list with no text', () => {
    fx.desk.notes.save({ kind: 'company', id: COMPANY, label: 'Trans SRL', text: 'x', tags: [] });
    expect(fx.desk.notes.save({ kind: 'company', id: COMPANY, text: '', tags: [] })).toBeNull();
    expect(columnOf(fx.desk.db, 'SELECT count(*) FROM notes')[0]).toBe(0);
    const blocked = fx.desk.notes.save({
      kind: 'company',
      id: COMPANY,
      label: 'Trans SRL',
      text: '',
      tags: [],
      list: 'blocked',
    });
    expect(blocked).toMatchObject({ list: 'blocked', text: '' });
    expect(columnOf(fx.desk.db, 'SELECT name_key FROM notes')[0]).toBe('trans');
  });

  it('refuses what breaks the rules, naming the field, and writes nothing', () => {
    expect(
      failureOf(() =>
        fx.desk.notes.save({ kind: 'listing', id: 'FX-7K2M9Q', text: '', tags: ['x'], list: 'blocked' }),
      ),
    ).toMatchObject({ kind: 'invalid_input', fields: [{ path: 'list', code: 'custom' }] });
    expect(
      failureOf(() =>
        fx.desk.notes.save({ kind: 'listing', id: 'FX-7K2M9Q', text: 'x'.repeat(2001), tags: [] }),
      ),
    ).toMatchObject({ kind: 'invalid_input', fields: [{ path: 'text', code: 'too_big' }] });
    expect(
      failureOf(() => fx.desk.notes.save({ kind: 'company', id: COMPANY, text: '', tags: ['a'.repeat(41)] })),
    ).toMatchObject({ fields: [{ path: 'tags.0', code: 'too_big' }] });
    expect(failureOf(() => fx.desk.notes.get({ kind: 'company', id: 'not-a-uuid' })).kind).toBe(
      'invalid_input',
    );
    expect(columnOf(fx.desk.db, 'SELECT count(*) FROM notes')[0]).toBe(0);
  });

  it('searches label, text and tags ignoring case and diacritics, every word, newest first', () => {
    fx.desk.notes.save({
      kind: 'listing',
      id: 'FX-7K2M9Q',
      label: 'Brașov → Berlin',
      text: 'plătește greu',
      tags: ['frigo'],
    });
    fx.clock += 1000;
    fx.desk.notes.save({
      kind: 'company',
      id: COMPANY,
      label: 'Carpați Trans SRL',
      text: 'never again',
      tags: ['Frigo'],
    });
    expect(fx.desk.notes.list('FRIGO').map((note) => note.id)).toEqual([COMPANY, 'FX-7K2M9Q']);
    expect(fx.desk.notes.list('platESTE brasov').map((note) => note.id)).toEqual(['FX-7K2M9Q']);
    expect(fx.desk.notes.list('carpati never').map((note) => note.id)).toEqual([COMPANY]);
    expect(fx.desk.notes.list('fx-7k2')).toHaveLength(1);
    expect(fx.desk.notes.list('nothing here')).toEqual([]);
    expect(fx.desk.notes.list('  ')).toHaveLength(2);
  });

  it('suggests tags used before, most used first', () => {
    fx.desk.notes.save({ kind: 'listing', id: 'FX-7K2M9Q', text: '', tags: ['frigo', 'ADR'] });
    fx.desk.notes.save({ kind: 'listing', id: 'FX-8P3N4R', text: '', tags: ['adr'] });
    fx.desk.notes.save({ kind: 'company', id: COMPANY, text: '', tags: ['ADR', 'bun platnic'] });
    expect(fx.desk.notes.tags()).toEqual([
      { tag: 'ADR', count: 3 },
      { tag: 'bun platnic', count: 1 },
      { tag: 'frigo', count: 1 },
    ]);
  });

  it('keeps notes and lists across restarts', () => {
    fx.desk.notes.save({
      kind: 'company',
      id: COMPANY,
      label: 'Acme',
      text: 'ok',
      tags: ['x'],
      list: 'preferred',
    });
    fx.restart();
    expect(fx.desk.notes.get({ kind: 'company', id: COMPANY })).toMatchObject({
      text: 'ok',
      list: 'preferred',
      tags: ['x'],
    });
  });
});

describe('notes export and import', () => {
  const seed = () => {
    fx.desk.notes.save({
      kind: 'listing',
      id: 'FX-7K2M9Q',
      label: 'Cluj → Wien',
      text: 'Sună după 10',
      tags: ['frigo'],
    });
    fx.clock += 5000;
    fx.desk.notes.save({
      kind: 'company',
      id: COMPANY,
      label: 'Trans SRL',
      text: '',
      tags: [],
      list: 'blocked',
    });
  };

  it('gives the same notes after export then import into an empty profile', () => {
    seed();
    const file = JSON.parse(JSON.stringify(fx.desk.notes.exportFile())) as NotesFile;
    expect(file).toMatchObject({
      format: 'dispatch-notes',
      version: 1,
      exportedAt: '2026-11-25T08:00:05.000Z',
    });
    const before = fx.desk.notes.list();
    fx.desk.close();
    const empty = mkdtempSync(join(tmpdir(), 'dispatch-notes-empty-'));
    try {
      fx.desk = openDesk({ dir: empty, now: () => fx.clock + 999_999 });
      expect(fx.desk.notes.list()).toEqual([]);
      expect(fx.desk.notes.importFile(file)).toBe(2);
      expect(fx.desk.notes.list()).toEqual(before);
      expect(fx.desk.notes.exportFile().notes).toEqual(file.notes);
    } finally {
      fx.desk.close();
      rmSync(empty, { recursive: true, force: true });
      fx.desk = openDesk({ dir: fx.dir });
    }
  });

  it('names each bad entry and changes nothing', () => {
    seed();
    const before = fx.desk.notes.list();
    const good = fx.desk.notes.exportFile();
    const file = {
      ...good,
      notes: [
        {
          kind: 'listing',
          id: 'FX-8P3N4R',
          label: null,
          text: 'new',
          tags: [],
          list: null,
          updatedAt: '2026-11-20T10:00:00Z',
        },
        {
          kind: 'listing',
          id: 'FX-7K2M9Q',
          label: null,
          text: 'changed',
          tags: ['t'],
          list: 'blocked',
          updatedAt: '2026-11-20T10:00:00Z',
        },
        {
          kind: 'company',
          id: OTHER,
          label: null,
          text: '',
          tags: ['x'.repeat(41)],
          list: null,
          updatedAt: '2026-11-20T10:00:00Z',
        },
        { kind: 'truck', id: 'x' },
        'text',
        {
          kind: 'listing',
          id: 'FX-8P3N4R',
          label: null,
          text: 'again',
          tags: [],
          list: null,
          updatedAt: '2026-11-20T10:00:00Z',
        },
      ],
    };
    const failure = failureOf(() => fx.desk.notes.importFile(file));
    expect(failure.kind).toBe('invalid_input');
    expect(failure.message).toBe(
      'The notes file was not imported: entry 2: listOnListing, entry 3: tagTooLong, entry 4: kind, entry 5: notObject, entry 6: duplicate.',
    );
    expect(failure.fields).toEqual([
      { path: 'notes.2', code: 'listOnListing' },
      { path: 'notes.3', code: 'tagTooLong' },
      { path: 'notes.4', code: 'kind' },
      { path: 'notes.5', code: 'notObject' },
      { path: 'notes.6', code: 'duplicate' },
    ]);
    expect(fx.desk.notes.list()).toEqual(before);
    expect(failureOf(() => fx.desk.notes.importFile({ format: 'other', notes: [] })).fields).toEqual([
      { path: 'file', code: 'notNotesFile' },
    ]);
  });

  it('names the first 50 bad entries of a refused file and counts the rest, in a short answer', () => {
    const bad = (n: number) => ({
      kind: 'listing',
      id: 'FX-7K2M9Q',
      text: 'x'.repeat(2001),
      tags: [`tag ${n}`],
      updatedAt: '2026-11-20T10:00:00Z',
    });
    const file = {
      format: 'dispatch-notes',
      version: 1,
      exportedAt: '2026-11-20T10:00:00Z',
      notes: Array.from({ length: 20_000 }, (_, i) => bad(i)),
    };
    const failure = failureOf(() => fx.desk.notes.importFile(file));
    expect(failure.fields).toHaveLength(51);
    expect(failure.fields?.[0]).toEqual({ path: 'notes.1', code: 'textTooLong' });
    expect(failure.fields?.[49]).toEqual({ path: 'notes.50', code: 'textTooLong' });
    expect(failure.fields?.[50]).toEqual({ path: 'notes', code: 'moreBadEntries:19950' });
    expect(failure.message).toMatch(/entry 50: textTooLong; and 19950 more bad entries\.$/);
    expect(JSON.stringify(failure).length).toBeLessThan(4096);
  });

  it('replaces the notes of subjects in the file, keeping the others', () => {
    seed();
    const file = fx.desk.notes.exportFile();
    fx.desk.notes.save({ kind: 'listing', id: 'FX-7K2M9Q', text: 'edited later', tags: [] });
    fx.desk.notes.save({ kind: 'listing', id: 'FX-8P3N4R', text: 'only here', tags: [] });
    expect(fx.desk.notes.importFile(file)).toBe(2);
    expect(fx.desk.notes.get({ kind: 'listing', id: 'FX-7K2M9Q' })?.text).toBe('Sună după 10');
    expect(fx.desk.notes.get({ kind: 'listing', id: 'FX-8P3N4R' })?.text).toBe('only here');
  });
});
