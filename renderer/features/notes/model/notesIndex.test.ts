import { describe, expect, it } from 'vitest';
import type { Note } from '../../../../shared/contract/calls';
import { notesIndex } from './notesIndex';

const COMPANY = '0b7c6a1e-0000-4000-8000-00000000000c';
const note = (overrides: Partial<Note>): Note => ({
  kind: 'company',
  id: COMPANY,
  label: null,
  text: '',
  tags: [],
  list: null,
  updatedAt: '2026-11-25T08:00:00.000Z',
  ...overrides,
});

describe('notesIndex', () => {
  it('finds listings by code and companies by id', () => {
    const index = notesIndex([note({ kind: 'listing', id: 'FX-7K2M9Q', text: 'x' }), note({ text: 'y' })]);
    expect(index.listing('FX-7K2M9Q')?.text).toBe('x');
    expect(index.listing('FX-8P3N4R')).toBeUndefined();
    expect(index.company(COMPANY)).toMatchObject({ note: { text: 'y' }, byName: false });
  });

  it('matches a listed company by its name, and says so; an unlisted one never by name', () => {
    const index = notesIndex([
      note({ label: 'Trans Carpați S.R.L.', list: 'blocked' }),
      note({ id: '0b7c6a1e-0000-4000-8000-00000000000d', label: 'Acme SRL', text: 'only a note' }),
    ]);
    expect(index.company(null, 'TRANS CARPATI srl')).toMatchObject({
      note: { list: 'blocked' },
      byName: true,
    });
    expect(index.company(undefined, 'Acme')).toBeNull();
    expect(index.company(null, 'Trans Carpati Nord')).toBeNull();
    expect(index.company(null, '—')).toBeNull();
  });
});
