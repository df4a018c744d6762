/**
 * The resizable detail panel (DetailPanel.tsx, docs/architecture.md §The search-screen kit): its handle is a
 * focusable vertical separator whose value is the panel's width in px; Left widens and Right narrows it by
 * 16 px, Home and End go to the narrowest and widest; the width stays within its limits and is remembered in
 * localStorage per panel.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DETAIL_WIDTH_STEP, DetailPanel, defaultDetailWidth } from './DetailPanel';
import {
  DETAIL_MAX_WIDTH,
  DETAIL_MIN_WIDTH,
  DETAIL_WIDTH_STORAGE_KEY,
  useDetailWidthStore,
} from './detailWidthStore';

function renderPanel(panel = 'listings') {
  render(
    <DetailPanel panel={panel}>
      <section className="detail">A listing</section>
    </DetailPanel>,
  );
  return screen.getByRole('separator', { name: 'Width of the details panel' });
}

const stored = () =>
  (JSON.parse(localStorage.getItem(DETAIL_WIDTH_STORAGE_KEY) ?? '{}') as { state?: { widths?: object } })
    .state?.widths;

beforeEach(() => {
  localStorage.clear();
  useDetailWidthStore.setState({ widths: {} });
});
afterEach(cleanup);

describe('DetailPanel', () => {
  it('is a vertical separator saying the width it starts at, the panel around its content', () => {
    const handle = renderPanel();
    expect(handle.getAttribute('aria-orientation')).toBe('vertical');
    expect(handle.tabIndex).toBe(0);
    expect(Number(handle.getAttribute('aria-valuenow'))).toBe(defaultDetailWidth(window.innerWidth));
    expect(Number(handle.getAttribute('aria-valuemin'))).toBe(DETAIL_MIN_WIDTH);
    expect(Number(handle.getAttribute('aria-valuemax'))).toBe(DETAIL_MAX_WIDTH);
    expect(handle.parentElement?.querySelector('section.detail')?.textContent).toBe('A listing');
    // no width chosen: the stylesheet's
    expect(handle.parentElement?.style.width).toBe('');
  });

  it('Left widens and Right narrows by a step, remembered for that panel only', () => {
    useDetailWidthStore.getState().setWidth('listings', 400);
    const handle = renderPanel();
    expect(handle.getAttribute('aria-valuenow')).toBe('400');
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    expect(handle.getAttribute('aria-valuenow')).toBe(String(400 + 2 * DETAIL_WIDTH_STEP));
    expect(handle.parentElement?.style.width).toBe(`${400 + 2 * DETAIL_WIDTH_STEP}px`);
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(handle.getAttribute('aria-valuenow')).toBe(String(400 + DETAIL_WIDTH_STEP));
    expect(stored()).toEqual({ listings: 400 + DETAIL_WIDTH_STEP });
    // another panel keeps its own
    cleanup();
    expect(renderPanel('vehicles').getAttribute('aria-valuenow')).toBe(
      String(defaultDetailWidth(window.innerWidth)),
    );
  });

  it('never goes past its limits: Home the narrowest, End the widest, Right at the narrowest stays', () => {
    const handle = renderPanel();
    fireEvent.keyDown(handle, { key: 'Home' });
    expect(handle.getAttribute('aria-valuenow')).toBe(String(DETAIL_MIN_WIDTH));
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(handle.getAttribute('aria-valuenow')).toBe(String(DETAIL_MIN_WIDTH));
    fireEvent.keyDown(handle, { key: 'End' });
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    expect(handle.getAttribute('aria-valuenow')).toBe(String(DETAIL_MAX_WIDTH));
  });

  it('comes back with the width remembered, a stored width out of bounds brought within them', async () => {
    localStorage.setItem(
      DETAIL_WIDTH_STORAGE_KEY,
      JSON.stringify({ state: { widths: { listings: 520, vehicles: 5000, bad: 'wide' } }, version: 1 }),
    );
    await useDetailWidthStore.persist.rehydrate();
    expect(useDetailWidthStore.getState().widths).toEqual({ listings: 520, vehicles: DETAIL_MAX_WIDTH });
    expect(renderPanel().getAttribute('aria-valuenow')).toBe('520');
  });

  it('other keys are left alone', () => {
    const handle = renderPanel();
    const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    handle.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(useDetailWidthStore.getState().widths).toEqual({});
  });
});
