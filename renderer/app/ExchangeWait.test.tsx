import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeTransport, makePage } from '../test/fakeTransport';
import { renderApp } from '../test/render';

let restore: (() => void) | undefined;
afterEach(() => {
  cleanup();
  restore?.();
});

/** A listings search that stays under way until the test ends (the exchange holds it). */
const forever = () => new Promise<never>(() => {});

describe('ExchangeWait', () => {
  it('says "waiting for the exchange" and until when while a read waits out a 429', async () => {
    const until = new Date(2026, 10, 24, 9, 30, 15).getTime();
    const fake = installFakeTransport({
      'listings.search': forever as never,
      'session.wait': () => ({ until }),
    });
    restore = fake.restore;
    renderApp('/listings');
    // asked once the read has been under way for 500 ms: a generous wait for a loaded machine
    const notice = await screen.findByText(
      /^Waiting for the exchange: it asked Dispatch to slow down\./,
      {},
      { timeout: 10_000 },
    );
    expect(notice.textContent).toContain('9:30:15');
    expect(notice.getAttribute('aria-live')).toBe('polite');
  });

  it('says nothing while reads are under way and nothing holds them', async () => {
    const fake = installFakeTransport({
      'listings.search': forever as never,
      'session.wait': () => ({ until: null }),
    });
    restore = fake.restore;
    renderApp('/listings');
    await waitFor(() => expect(fake.of('session.wait').length).toBeGreaterThan(0), { timeout: 10_000 });
    expect(screen.queryByText(/Waiting for the exchange/)).toBeNull();
  });

  it('asks nothing about the hold while every read is answered within 500 ms', async () => {
    const fake = installFakeTransport({
      'listings.search': () => makePage('Q', 20, null),
      'session.wait': () => ({ until: null }),
    });
    restore = fake.restore;
    renderApp('/listings');
    await screen.findAllByText(/FX-Q0001/, {}, { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(fake.of('listings.search').length).toBeGreaterThan(0);
    expect(fake.of('session.wait')).toEqual([]);
  });
});
