/**
 * The open item's section beside a search's results (DetailSection.tsx, docs/architecture.md §The
 * search-screen kit): its heading takes the focus, Refresh (only with its words, for an id that can be
 * one) and `r` read the item again, Close closes, and the state line stands in for the fields while
 * there is no item to show.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DetailSection } from './DetailSection';
import type { DetailRead } from './useDetailRead';

interface Item {
  name: string;
}

function readOf(overrides: Partial<DetailRead<Item>> = {}): DetailRead<Item> {
  return {
    item: { name: 'Cluj-Napoca → Lyon' },
    wellFormed: true,
    gone: false,
    error: null,
    loading: false,
    fetching: false,
    refresh: vi.fn(),
    tryAgain: vi.fn(),
    ...overrides,
  };
}

const WORDS = { refresh: 'Refresh', refreshing: 'Refreshing…' };

function renderSection(read: DetailRead<Item>, refreshWords?: typeof WORDS, onClose = vi.fn()) {
  render(
    <DetailSection
      label="Listing details"
      heading="FX-1"
      itemKey="FX-1"
      read={read}
      refreshWords={refreshWords}
      closeText="Close details"
      onClose={onClose}
      goneText="This listing is no longer on the exchange."
      loadingText="Loading the listing…"
    >
      {(item) => <p>{item.name}</p>}
    </DetailSection>,
  );
  return screen.getByRole('region', { name: 'Listing details' });
}

afterEach(cleanup);

describe('DetailSection', () => {
  it('shows the item under its focused heading; Refresh and `r` read it again, Close closes', () => {
    const read = readOf();
    const onClose = vi.fn();
    const section = renderSection(read, WORDS, onClose);
    const heading = screen.getByRole('heading', { level: 2, name: 'FX-1' });
    expect(document.activeElement).toBe(heading);
    expect(section.textContent).toContain('Cluj-Napoca → Lyon');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    fireEvent.keyDown(document.body, { key: 'r' });
    expect(read.refresh).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Close details' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers no Refresh without its words, and says a read under way on the button', () => {
    renderSection(readOf());
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
    cleanup();
    renderSection(readOf({ fetching: true }), WORDS);
    expect(screen.getByRole('button', { name: 'Refreshing…' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('says the item is gone, with no fields and, for an id that cannot be one, no Refresh', () => {
    const section = renderSection(readOf({ item: undefined, gone: true, wellFormed: false }), WORDS);
    expect(screen.getByRole('alert').textContent).toBe('This listing is no longer on the exchange.');
    expect(section.textContent).not.toContain('Cluj-Napoca');
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
  });

  it('says the item is loading while there is none to show', () => {
    const section = renderSection(readOf({ item: undefined, loading: true }));
    expect(section.textContent).toContain('Loading the listing…');
    expect(section.querySelector('p')?.textContent).toBe('Loading the listing…');
  });
});
