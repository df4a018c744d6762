import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HiddenLoad } from '../../../../shared/contract/calls';
import { installFakeTransport, makeListing, makePage } from '../../../test/fakeTransport';
import { renderApp } from '../../../test/render';
import { listingSearch } from '../api/listingQueries';

// whole-app renders with user-event clicks: slow on a shared CI machine
vi.setConfig({ testTimeout: 20_000 });

let restore: (() => void) | undefined;
beforeEach(() => listingSearch.reset());
afterEach(() => {
  cleanup();
  restore?.();
});

/**
 * A fake exchange with one page (FX-AA0001..3) and a fake local desk: seen marks per scope and hidden
 * loads in memory, as the desk's calls keep them.
 */
function fakeDesk(
  hiddenAtStart: string[] = [],
  openedAtStart: string[] = [],
  pages = [makePage('AA', 3, null)],
) {
  let reads = 0;
  const seen = new Map<string, Set<string>>([['opened', new Set(openedAtStart)]]);
  let hidden: HiddenLoad[] = hiddenAtStart.map((ref) => ({
    ref,
    hiddenAt: '2026-11-25T08:00:00Z',
    route: null,
  }));
  const fake = installFakeTransport({
    // page 1 as each read finds it: the last of `pages` from then on
    'listings.search': (() => pages[Math.min(reads++, pages.length - 1)]) as never,
    'listings.get': ((input: { ref: string }) => makeListing({ ref: input.ref })) as never,
    'seen.unseen': ((input: { scope: string; ids: string[] }) =>
      input.ids.filter((id) => !seen.get(input.scope)?.has(id))) as never,
    'seen.mark': ((input: { scope: string; ids: string[] }) => {
      const marks = seen.get(input.scope) ?? new Set<string>();
      const before = marks.size;
      input.ids.forEach((id) => marks.add(id));
      seen.set(input.scope, marks);
      return { added: marks.size - before };
    }) as never,
    'hiddenLoads.list': (() => hidden) as never,
    'hiddenLoads.hide': ((input: { ref: string; route: string | null }) => {
      const load = { ref: input.ref, hiddenAt: '2026-11-25T09:00:00Z', route: input.route };
      hidden = [load, ...hidden];
      return load;
    }) as never,
    'hiddenLoads.unhide': ((input: { ref: string }) => {
      hidden = hidden.filter((load) => load.ref !== input.ref);
      return { ref: input.ref, removed: true };
    }) as never,
  });
  restore = fake.restore;
  return { fake, seen };
}

/**
 * What each body row's header says to a screen reader: its text without what is hidden from them (the
 * mark's glyph), so the ref, then the mark's word.
 */
function refCells(): string[] {
  return within(screen.getByRole('grid', { name: 'Listings' }))
    .getAllByRole('rowheader')
    .map((header) => {
      const spoken = header.cloneNode(true) as HTMLElement;
      for (const hidden of spoken.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return spoken.textContent ?? '';
    });
}

describe('Listings: seen and hidden loads', () => {
  it('marks a listing seen when its panel opens, and says "seen" beside its ref in the list', async () => {
    const { fake } = fakeDesk([], ['FX-AA0003']);
    const { user } = renderApp('/listings');
    await waitFor(() => expect(refCells()).toEqual(['FX-AA0001', 'FX-AA0002', 'FX-AA0003 · seen']));
    await user.click(screen.getByRole('rowheader', { name: /FX-AA0001/ }));
    await screen.findByRole('region', { name: 'Listing details' });
    await waitFor(() =>
      expect(fake.of('seen.mark').map((c) => c.input)).toEqual([{ scope: 'opened', ids: ['FX-AA0001'] }]),
    );
    await waitFor(() => expect(refCells()).toEqual(['FX-AA0001 · seen', 'FX-AA0002', 'FX-AA0003 · seen']));
  });

  it('"Check for new" marks the loads it brought, unless opened before, and says how many (docs/watch.md §Fresh lists)', async () => {
    const first = makePage('AA', 3, null);
    const arrived = [makeListing({ ref: 'FX-NN0001' }), makeListing({ ref: 'FX-NN0002' })];
    const second = { ...first, data: [...arrived, ...first.data.slice(0, 2)] };
    fakeDesk([], ['FX-NN0002'], [first, second]);
    const { user } = renderApp('/listings');
    await waitFor(() => expect(refCells()).toEqual(['FX-AA0001', 'FX-AA0002', 'FX-AA0003']));
    expect(document.querySelector('.new-since-read')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Check for new' }));
    await waitFor(() =>
      expect(refCells()).toEqual([
        'FX-NN0001 · new since the last read',
        'FX-NN0002 · seen',
        'FX-AA0001',
        'FX-AA0002',
      ]),
    );
    expect(document.querySelector('.new-since-read')?.textContent).toBe('2 new since the last read');
    // a check that brings nothing: nothing is new since that read
    await user.click(screen.getByRole('button', { name: 'Check for new' }));
    await waitFor(() => expect(document.querySelector('.new-since-read')).toBeNull());
    expect(refCells()[0]).toBe('FX-NN0001');
  });

  it('leaves hidden loads out, with a line to show them, marked "hidden" when shown', async () => {
    fakeDesk(['FX-AA0002']);
    const { user } = renderApp('/listings');
    await waitFor(() => expect(refCells()).toEqual(['FX-AA0001', 'FX-AA0003']));
    const line = document.querySelector('.hidden-line');
    expect(line?.textContent).toBe('1 hidden load on this page · Show');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(refCells()).toEqual(['FX-AA0001', 'FX-AA0002 · hidden', 'FX-AA0003']);
    await user.click(screen.getByRole('button', { name: 'Hide them again' }));
    expect(refCells()).toEqual(['FX-AA0001', 'FX-AA0003']);
  });

  it('hides a load from its panel, with its route, and shows it again', async () => {
    const { fake } = fakeDesk();
    const { user } = renderApp('/listings/FX-AA0002');
    const panel = await screen.findByRole('region', { name: 'Listing details' });
    await user.click(await within(panel).findByRole('button', { name: 'Hide this load' }));
    await waitFor(() => expect(refCells()).toEqual(['FX-AA0001', 'FX-AA0003']));
    expect(fake.of('hiddenLoads.hide')[0]?.input).toEqual({
      ref: 'FX-AA0002',
      route: 'Cluj-Napoca, RO → München, DE',
    });
    expect(panel.textContent).toContain('Hidden: it no longer shows in your lists or alerts.');
    await user.click(within(panel).getByRole('button', { name: 'Show it in lists again' }));
    await waitFor(() => expect(refCells()).toEqual(['FX-AA0001', 'FX-AA0002 · seen', 'FX-AA0003']));
    expect(fake.of('hiddenLoads.unhide')[0]?.input).toEqual({ ref: 'FX-AA0002' });
  });
});
