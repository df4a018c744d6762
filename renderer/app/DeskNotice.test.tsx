import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeskProblem, DeskProblemKind } from '../../shared/contract/desk';
import i18n from 'i18next';
import { installFakeTransport } from '../test/fakeTransport';
import { renderWithClient } from '../test/render';
import { DeskNotice } from './DeskNotice';
import { deskKeys } from './deskQueries';

let restore = () => {};
afterEach(async () => {
  cleanup();
  restore();
  sessionStorage.clear();
  await i18n.changeLanguage('en');
});

const MOVED_TO = '/home/ana/.config/Dispatch/dispatch.sqlite3.corrupt-20261127T081500Z';

const problem = (kind: DeskProblemKind): DeskProblem => ({
  kind,
  movedTo: MOVED_TO,
  detail: kind === 'newer_version' ? 'schema version 9, this app knows 4' : 'file is not a database',
});

/** Renders the notice with `desk.status` answering `answer`; returns the fake and the query client. */
function renderNotice(answer: { problem: DeskProblem | null }) {
  const fake = installFakeTransport({ 'desk.status': () => answer });
  restore = fake.restore;
  return { fake, ...renderWithClient(<DeskNotice />) };
}

/** What each kind's notice says happened (English). */
const SAYS: Record<DeskProblemKind, RegExp> = {
  not_a_database: /was empty or not a database/,
  corrupt: /was damaged/,
  newer_version: /written by a newer version of Dispatch/,
  migration_failed: /could not bring the local database file up to this version.*please report it/,
};

describe('DeskNotice', () => {
  it.each(Object.entries(SAYS))(
    '%s: says what happened, where the old file was kept, and that the desk starts again',
    async (kind, says) => {
      renderNotice({ problem: problem(kind as DeskProblemKind) });
      const notice = await screen.findByRole('alert');
      const text = notice.textContent ?? '';
      expect(text).toMatch(says);
      for (const other of Object.values(SAYS)) if (other !== says) expect(text).not.toMatch(other);
      expect(screen.getByText(MOVED_TO).tagName).toBe('CODE');
      expect(text).toContain('The old file was kept as it was, at:');
      expect(text).toContain('saved searches, notes');
      expect(text).toContain('start again, empty');
      expect(text).toContain(`Details: ${problem(kind as DeskProblemKind).detail}`);
      expect(screen.getByRole('heading', { name: 'Dispatch started a new local database' })).toBeTruthy();
    },
  );

  it('shows nothing when the database found at start was fine', async () => {
    const { fake, client } = renderNotice({ problem: null });
    await waitFor(() => expect(client.getQueryState(deskKeys.status())?.status).toBe('success'));
    expect(fake.of('desk.status')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/local database/)).toBeNull();
  });

  it('shows nothing when the status cannot be read', async () => {
    const fake = installFakeTransport({});
    restore = fake.restore;
    const { client } = renderWithClient(<DeskNotice />);
    await waitFor(() => expect(client.getQueryState(deskKeys.status())?.status).toBe('error'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes when dismissed, and stays dismissed on a reload of the window', async () => {
    const { user } = renderNotice({ problem: problem('corrupt') });
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Hide this notice' }));
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
    restore();
    const again = renderNotice({ problem: problem('corrupt') });
    await waitFor(() => expect(again.client.getQueryState(deskKeys.status())?.status).toBe('success'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks Romanian in the Romanian UI', async () => {
    await i18n.changeLanguage('ro');
    renderNotice({ problem: problem('newer_version') });
    const text = (await screen.findByRole('alert')).textContent ?? '';
    expect(text).toContain('o versiune mai nouă a Dispatch');
    expect(text).toContain('Fișierul vechi a fost păstrat așa cum era, la:');
    expect(text).toContain('Căutările tale salvate, notele');
    expect(screen.getByRole('button', { name: 'Închide' })).toBeTruthy();
  });
});
