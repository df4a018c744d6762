import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Note } from '../../../../shared/contract/calls';
import { failWith, installFakeTransport } from '../../../test/fakeTransport';
import { NotesScreen } from './NotesScreen';

vi.setConfig({ testTimeout: 20_000 });

let restore: (() => void) | undefined;
afterEach(() => {
  cleanup();
  restore?.();
});

const COMPANY = '0b7c6a1e-0000-4000-8000-00000000000c';
const NOTES: Note[] = [
  {
    kind: 'listing',
    id: 'FX-7K2M9Q',
    label: 'Cluj → Wien',
    text: 'Sună după 10',
    tags: ['frigo'],
    list: null,
    updatedAt: '2026-11-25T08:00:00.000Z',
  },
  {
    kind: 'company',
    id: COMPANY,
    label: 'Trans SRL',
    text: '',
    tags: [],
    list: 'blocked',
    updatedAt: '2026-11-24T08:00:00.000Z',
  },
];

/** The screen under a router that knows the two link targets. */
function renderScreen() {
  const root = createRootRoute();
  const routes = [
    createRoute({ getParentRoute: () => root, path: '/', component: NotesScreen }),
    createRoute({ getParentRoute: () => root, path: '/listings/$ref' }),
    createRoute({ getParentRoute: () => root, path: '/companies/$id' }),
  ];
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
  return user;
}

function file(text: string) {
  return new File([text], 'notes.json', { type: 'application/json' });
}

describe('NotesScreen', () => {
  it('lists and searches notes, each linking to its listing or company', async () => {
    const fake = installFakeTransport({
      'notes.list': ((input: { query?: string }) =>
        input.query ? NOTES.filter((note) => note.tags.includes(input.query!)) : NOTES) as never,
    });
    restore = fake.restore;
    const user = renderScreen();
    expect((await screen.findByRole('link', { name: 'FX-7K2M9Q · Cluj → Wien' })).getAttribute('href')).toBe(
      '/listings/FX-7K2M9Q',
    );
    expect(screen.getByRole('link', { name: 'Trans SRL' }).getAttribute('href')).toBe(
      `/companies/${COMPANY}`,
    );
    expect(screen.getByText('Blocked company')).toBeTruthy();
    await user.type(screen.getByLabelText('Search notes and tags'), 'frigo');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Trans SRL' })).toBeNull());
    expect(screen.getByText('1 note')).toBeTruthy();
    expect(fake.of('notes.list').at(-1)?.input).toEqual({ query: 'frigo' });
  });

  it('refuses a malformed file naming each bad entry, sending nothing', async () => {
    const fake = installFakeTransport({ 'notes.list': (() => NOTES) as never });
    restore = fake.restore;
    const user = renderScreen();
    await screen.findByRole('link', { name: 'Trans SRL' });
    const bad = JSON.stringify({
      format: 'dispatch-notes',
      version: 1,
      exportedAt: '2026-11-25T08:00:00.000Z',
      notes: [
        NOTES[0],
        { ...NOTES[0], id: 'FX-8P3N4R', tags: ['x'.repeat(41)] },
        { ...NOTES[1], kind: 'truck' },
      ],
    });
    await user.upload(screen.getByLabelText('Import notes from a file'), file(bad));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Entry 2: a tag is at most 40 characters.',
      'Entry 3: a note is about a listing or a company.',
    ]);
    await user.upload(screen.getByLabelText('Import notes from a file'), file('{not json'));
    await waitFor(() =>
      expect(within(screen.getByRole('alert')).getByRole('listitem').textContent).toBe(
        'This file is not JSON: choose a file exported by Dispatch.',
      ),
    );
    expect(fake.of('notes.import')).toEqual([]);
  });

  it('names the first 50 bad entries of a file and counts the others', async () => {
    const fake = installFakeTransport({ 'notes.list': (() => NOTES) as never });
    restore = fake.restore;
    const user = renderScreen();
    await screen.findByRole('link', { name: 'Trans SRL' });
    const notes = Array.from({ length: 61 }, () => ({ ...NOTES[0], tags: ['x'.repeat(41)] }));
    const bad = JSON.stringify({
      format: 'dispatch-notes',
      version: 1,
      exportedAt: NOTES[0]!.updatedAt,
      notes,
    });
    await user.upload(screen.getByLabelText('Import notes from a file'), file(bad));
    const alert = await screen.findByRole('alert');
    const items = within(alert).getAllByRole('listitem');
    expect(items).toHaveLength(50);
    expect(items[0]!.textContent).toBe('Entry 1: a tag is at most 40 characters.');
    expect(items.at(-1)!.textContent).toBe('Entry 50: a tag is at most 40 characters.');
    expect(within(alert).getByText('…and 11 more entries with problems.')).toBeTruthy();
    expect(fake.of('notes.import')).toEqual([]);
  });

  it('says in words that a file is larger than a notes file can be, when the host refuses it unread', async () => {
    const fake = installFakeTransport({
      'notes.list': (() => NOTES) as never,
      'notes.import': (() =>
        failWith('invalid_input', { fields: [{ path: 'file', code: 'fileTooLarge' }] })) as never,
    });
    restore = fake.restore;
    const user = renderScreen();
    await screen.findByRole('link', { name: 'Trans SRL' });
    const good = { format: 'dispatch-notes', version: 1, exportedAt: NOTES[0]!.updatedAt, notes: NOTES };
    await user.upload(screen.getByLabelText('Import notes from a file'), file(JSON.stringify(good)));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('listitem').textContent).toMatch(
      /^This file is larger than a notes file can be \(at most 20[,.]?000 notes, each at its longest\)\.$/,
    );
  });

  it('imports a good file and says how many notes came in', async () => {
    const fake = installFakeTransport({
      'notes.list': (() => NOTES) as never,
      'notes.import': (() => ({ imported: 2 })) as never,
    });
    restore = fake.restore;
    const user = renderScreen();
    await screen.findByRole('link', { name: 'Trans SRL' });
    const good = {
      format: 'dispatch-notes',
      version: 1,
      exportedAt: '2026-11-25T08:00:00.000Z',
      notes: NOTES,
    };
    await user.upload(screen.getByLabelText('Import notes from a file'), file(JSON.stringify(good)));
    expect(await screen.findByText('2 notes imported.')).toBeTruthy();
    expect(fake.of('notes.import')[0]?.input).toEqual({ file: good });
  });
});
