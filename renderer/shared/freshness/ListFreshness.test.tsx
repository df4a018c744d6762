import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from 'i18next';
import type { ListFreshness as ListFreshnessProps } from '../cursorList/useListFreshness';
import { ListFreshness } from './ListFreshness';

const NOW = new Date(2026, 10, 25, 16, 5).getTime();

function props(overrides: Partial<ListFreshnessProps> = {}): ListFreshnessProps {
  return {
    readAt: new Date(2026, 10, 25, 10, 42).getTime(),
    newSincePaging: null,
    newSinceRead: [],
    page: 1,
    checking: false,
    checkFailed: false,
    checkForNew: vi.fn(),
    startOver: vi.fn(),
    ...overrides,
  };
}

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});

describe('ListFreshness', () => {
  it('says when the page was read, as text, and checks for new on a click', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const given = props();
    render(<ListFreshness {...given} />);
    expect(screen.getByText('Read at 10:42')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Check for new' }));
    expect(given.checkForNew).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Start over' })).toBeNull();
  });

  it('names yesterday and an earlier day, in Romanian too', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const view = render(<ListFreshness {...props({ readAt: new Date(2026, 10, 24, 18, 3).getTime() })} />);
    expect(screen.getByText('Read at 18:03 yesterday')).toBeTruthy();
    view.unmount();
    await i18n.changeLanguage('ro');
    render(<ListFreshness {...props({ readAt: new Date(2026, 10, 3, 7, 0).getTime() })} />);
    expect(screen.getByText('Lista citită pe 3 nov., la 07:00')).toBeTruthy();
  });

  it('shows the bar with Start over in a polite live region, and waits while page 1 is read', async () => {
    const given = props({ newSincePaging: { count: 3, atLeast: false }, checking: true });
    const view = render(<ListFreshness {...given} />);
    const bar = screen.getByText('3 new since you started paging');
    expect(bar.closest('[aria-live="polite"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(given.startOver).toHaveBeenCalledTimes(1);
    const check = screen.getByRole('button', { name: 'Check for new' });
    expect(check.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(check);
    expect(given.checkForNew).not.toHaveBeenCalled();

    view.rerender(<ListFreshness {...given} newSincePaging={{ count: 20, atLeast: true }} checkFailed />);
    expect(screen.getByText('20 or more new since you started paging')).toBeTruthy();
    expect(screen.getByText('Could not check for new items. Try again in a moment.')).toBeTruthy();
  });

  it('on page 1 says how many rows the last read brought, in a polite live region, in Romanian too', async () => {
    const view = render(<ListFreshness {...props({ newSinceRead: ['a', 'b'] })} />);
    expect(screen.getByText('2 new since the last read').closest('[aria-live="polite"]')).not.toBeNull();
    // on page 2 the bar speaks instead
    view.rerender(<ListFreshness {...props({ newSinceRead: ['a', 'b'], page: 2 })} />);
    expect(screen.queryByText('2 new since the last read')).toBeNull();
    view.unmount();
    await i18n.changeLanguage('ro');
    render(<ListFreshness {...props({ newSinceRead: ['a'] })} />);
    expect(screen.getByText('Noi de la citirea anterioară: 1')).toBeTruthy();
  });

  it('shows nothing before a page is read', () => {
    const { container } = render(<ListFreshness {...props({ readAt: null })} />);
    expect(container.textContent).toBe('');
  });
});
