import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Note, NoteInput } from '../../../../shared/contract/calls';
import { installFakeTransport } from '../../../test/fakeTransport';
import { NoteEditor } from './NoteEditor';
import { CompanyNoteMark, ListingNoteMark } from './NoteMark';

let restore: (() => void) | undefined;
afterEach(() => {
  cleanup();
  restore?.();
});

const COMPANY = '0b7c6a1e-0000-4000-8000-00000000000c';

/** A fake store of notes behind the transport: save, get, delete, list, tags. */
function fakeStore(initial: Note[] = []) {
  const notes = new Map(initial.map((note) => [`${note.kind}:${note.id}`, note]));
  const fake = installFakeTransport({
    'notes.get': ((input: { kind: string; id: string }) =>
      notes.get(`${input.kind}:${input.id}`) ?? null) as never,
    'notes.save': ((input: NoteInput) => {
      const note: Note = {
        kind: input.kind,
        id: input.id,
        label: input.label ?? null,
        text: input.text,
        tags: input.tags,
        list: input.list ?? null,
        updatedAt: new Date(Date.UTC(2026, 10, 25, 8, notes.size)).toISOString(),
      };
      notes.set(`${note.kind}:${note.id}`, note);
      return note;
    }) as never,
    'notes.delete': ((input: { kind: string; id: string }) => ({
      deleted: notes.delete(`${input.kind}:${input.id}`),
    })) as never,
    'notes.list': (() => [...notes.values()]) as never,
    'notes.tags': (() => [
      { tag: 'frigo', count: 3 },
      { tag: 'ADR', count: 1 },
    ]) as never,
  });
  restore = fake.restore;
  return fake;
}

function renderWith(children: React.ReactNode) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {children}
    </QueryClientProvider>,
  );
  return user;
}

describe('NoteEditor', () => {
  it('writes a listing note with tags, shows the mark, edits and deletes it', async () => {
    const fake = fakeStore();
    const user = renderWith(
      <>
        <NoteEditor subject={{ kind: 'listing', id: 'FX-7K2M9Q' }} label="Brașov → Berlin" />
        <ListingNoteMark listingRef="FX-7K2M9Q" />
      </>,
    );
    await user.type(await screen.findByLabelText('Note'), 'Called, no answer');
    const tag = screen.getByLabelText('New tag');
    expect([...document.querySelectorAll('datalist option')].map((o) => o.getAttribute('value'))).toEqual([
      'frigo',
      'ADR',
    ]);
    await user.type(tag, 'frigo{Enter}');
    await user.type(tag, 'x'.repeat(41));
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(screen.getByRole('alert').textContent).toBe('A tag is at most 40 characters.');
    await user.clear(tag);
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved.'));
    expect(fake.of('notes.save')[0]?.input).toEqual({
      kind: 'listing',
      id: 'FX-7K2M9Q',
      label: 'Brașov → Berlin',
      text: 'Called, no answer',
      tags: ['frigo'],
      list: null,
    });
    await waitFor(() =>
      expect(screen.getByTestId('note-mark').textContent).toContain('Note: Called, no answer · Tags: frigo'),
    );

    await user.click(await screen.findByRole('button', { name: 'Remove tag frigo' }));
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(fake.of('notes.save')).toHaveLength(2));
    expect(fake.of('notes.save')[1]?.input).toMatchObject({ tags: [] });

    await user.click(await screen.findByRole('button', { name: 'Delete note' }));
    await waitFor(() => expect(screen.queryByTestId('note-mark')).toBeNull());
    expect(fake.of('notes.delete')[0]?.input).toEqual({ kind: 'listing', id: 'FX-7K2M9Q' });
  });

  it('puts a company on the blocked list, and an offer naming it is marked as matched by name', async () => {
    const fake = fakeStore();
    const user = renderWith(
      <>
        <NoteEditor subject={{ kind: 'company', id: COMPANY }} label="Trans Carpați SRL" />
        <CompanyNoteMark name="TRANS CARPATI S.R.L." />
      </>,
    );
    await user.click(await screen.findByRole('radio', { name: 'Blocked' }));
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(fake.of('notes.save')[0]?.input).toMatchObject({ list: 'blocked', text: '' }));
    const mark = await screen.findByTestId('note-mark');
    expect(mark.textContent).toContain('Blocked company (matched by name)');
    expect(mark.getAttribute('title')).toBe('Blocked company (matched by name)');
    // seen as a word in a chip, not the ⛔ emoji (an empty box without an emoji font, issue 53 §9)
    expect(mark.querySelector('.note-chip')?.textContent).toBe('Blocked');
    expect(mark.textContent).not.toContain('⛔');
  });
});
