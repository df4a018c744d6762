import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { lazy } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListingPage } from '../../../shared/api/types';
import { useMapViewStore } from '../../shared/map/viewStore';
import { useFilterBarStore } from '../../shared/search/filterBarStore';
import { useTableViewStore } from '../../shared/table/tableViewStore';
import { call, sendEarly } from '../../shared/transport';
import { failWith, installFakeTransport, makePage } from '../../test/fakeTransport';
import { LISTING_VARIETY } from '../../test/listingVariety';
import { renderFirstFrame } from '../../test/renderFirstFrame';
import { FIRST_LISTINGS_PAGE } from '../firstScreen';
import enFrame from './frames/en.html?raw';
import roFrame from './frames/ro.html?raw';
import { EARLY_FRAME_CLASS, earlyFrameTemplate } from '../../../shared/contract/indexHtml';
import { isEarlyPaintShown, paintEarly, paintFrame } from './paintEarly';

// as in ./frame.test.tsx: the app's first frame, without the parts that load after the first reads
vi.mock('../../shared/startup/afterFirstReads', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  lazyAfterFirstReads: () => lazy(() => new Promise<never>(() => undefined)),
}));

// a whole-app render: slow on a shared CI machine
vi.setConfig({ testTimeout: 20_000 });

const FRAMES = { en: enFrame, ro: roFrame };

/** A page of the varied listings (every kind of cell), the last one. */
const VARIED: ListingPage = { data: LISTING_VARIETY, hasMore: false, nextCursor: null };

/**
 * The markup of the screen under `element` (`main`) as a dispatcher sees it: react-aria's generated ids
 * (and what refers to them) differ between two renders, and say nothing on screen.
 */
function seen(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const node of [copy, ...copy.querySelectorAll('*')]) {
    for (const name of ['id', 'aria-labelledby', 'aria-describedby', 'data-collection', 'for']) {
      node.removeAttribute(name);
    }
  }
  return copy.outerHTML;
}

/** A `#root` as index.html has it after the build: each language's frame in its template. */
function builtRoot(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = Object.entries(FRAMES)
    .map(([language, html]) => earlyFrameTemplate(language, html))
    .join('');
  document.body.append(root);
  return root;
}

let restore: (() => void) | undefined;
beforeEach(() => {
  localStorage.clear();
  useTableViewStore.setState({ views: {} });
  useFilterBarStore.setState({ expanded: {} });
  useMapViewStore.setState({ views: {} });
});
afterEach(async () => {
  cleanup();
  document.body.replaceChildren();
  // the app's loader takes the early answer; here, so that the next test's is its own
  await call('listings.search', FIRST_LISTINGS_PAGE).catch(() => undefined);
  restore?.();
  restore = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
  await i18next.changeLanguage('en');
});

describe('paintFrame', () => {
  for (const language of ['en', 'ro'] as const) {
    it(`writes page 1 into the ${language} frame as the app's own first frame of that page reads`, async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T09:12:00Z') });
      await i18next.changeLanguage(language);
      const app = await renderFirstFrame(VARIED);
      const frame = document.createElement('div');
      frame.innerHTML = FRAMES[language];
      paintFrame(frame, VARIED, i18next, Date.now());
      const painted = seen(frame.querySelector('main')!);
      expect(painted).toBe(seen(app.querySelector('main')!));
      // and not by chance: the frame as built shows the fixture's 20 rows, not these 5
      const unpainted = document.createElement('div');
      unpainted.innerHTML = FRAMES[language];
      expect(seen(unpainted.querySelector('main')!)).not.toBe(painted);
    });
  }

  it('says there is a next page when the exchange has one', () => {
    const frame = document.createElement('div');
    frame.innerHTML = enFrame;
    paintFrame(frame, { ...VARIED, hasMore: true, nextCursor: 'c2' }, i18next, Date.now());
    const [previous, next] = frame.querySelectorAll('.pager button');
    expect(previous?.getAttribute('aria-disabled')).toBe('true');
    expect(next?.getAttribute('aria-disabled')).toBe('false');
    expect(frame.querySelector('.pager [role="status"]')?.textContent).toBe('Page 1 · 5 listings');
  });

  it('throws, and the frame is not shown, when the frame lacks a part (older than the app)', () => {
    const frame = document.createElement('div');
    frame.innerHTML = enFrame;
    frame.querySelector('.read-at')!.remove();
    expect(() => paintFrame(frame, VARIED, i18next, Date.now())).toThrow('The early frame has no .read-at.');
  });
});

describe('paintEarly', () => {
  /** Page 1 as the early read answers it, sent as the entry sends it. */
  function earlyAnswer(answer: () => unknown) {
    restore = installFakeTransport({ 'listings.search': answer as never }).restore;
    sendEarly('listings.search', FIRST_LISTINGS_PAGE);
  }
  const words = () => Promise.resolve(i18next);

  it('shows the UI language frame with page 1, and drops the other', async () => {
    const root = builtRoot();
    earlyAnswer(() => makePage('QQ', 20, 'c2'));
    expect(isEarlyPaintShown(root)).toBe(false);
    await paintEarly({ root, hash: '#/listings', words });
    expect(isEarlyPaintShown(root)).toBe(true);
    const frames = root.querySelectorAll<HTMLElement>(`.${EARLY_FRAME_CLASS}`);
    expect([...frames].map((frame) => [frame.dataset.language, frame.hidden])).toEqual([['en', false]]);
    const refs = [...root.querySelectorAll<HTMLElement>('tbody tr')].map((row) => row.dataset.key);
    expect(refs).toEqual(makePage('QQ', 20, 'c2').data.map((listing) => listing.ref));
    // what the dispatcher would type or choose before the app is there would be lost: every field and
    // button waits, but the rows (a click is replayed) and the screens' links
    const waits = (element: Element) => element.closest<HTMLElement>('[inert]') !== null;
    const controls = [...root.querySelectorAll('input, select, button')];
    expect(controls.length).toBeGreaterThan(10);
    expect(controls.filter((control) => !waits(control))).toEqual([]);
    expect([...root.querySelectorAll('nav a, tbody tr')].filter(waits)).toEqual([]);
  });

  /**
   * Starts a paint of page 1 with the browser's animation frames given to `requestFrame`, and resolves
   * once the paint is on screen: `done` is paintEarly's promise, `resolved()` whether it has resolved.
   */
  async function paintShown(requestFrame: (callback: FrameRequestCallback) => number) {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(requestFrame);
    const root = builtRoot();
    earlyAnswer(() => makePage('QQ', 20, 'c2'));
    let resolved = false;
    const done = paintEarly({ root, hash: '#/listings', words }).then(() => (resolved = true));
    await vi.waitFor(() => expect(isEarlyPaintShown(root)).toBe(true));
    return { done, resolved: () => resolved };
  }

  it("resolves once the browser has drawn the paint, so the app's chunks wait for that frame", async () => {
    const frames: FrameRequestCallback[] = [];
    const { done, resolved } = await paintShown((callback) => frames.push(callback));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(resolved()).toBe(false);
    for (const callback of frames) callback(performance.now());
    await done;
    expect(resolved()).toBe(true);
  });

  it('goes on without that frame when the browser draws none (a hidden window)', async () => {
    const { done, resolved } = await paintShown(() => 0);
    // a timer set after the paint's own wait (100 ms) fires after it: no frame, and still done
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(resolved()).toBe(true);
    await done;
  });

  it('paints in Romanian when the UI starts in Romanian', async () => {
    await i18next.changeLanguage('ro');
    const root = builtRoot();
    earlyAnswer(() => makePage('QQ', 3, null));
    await paintEarly({ root, hash: '', words });
    expect(root.querySelector(`.${EARLY_FRAME_CLASS}:not([hidden])`)?.getAttribute('data-language')).toBe(
      'ro',
    );
    expect(root.querySelector('.pager [role="status"]')?.textContent).toBe('Pagina 1 · 3 încărcături');
  });

  /** A start that paints nothing: what differs from a plain start (Listings, page 1 full, no stored view). */
  interface Untouched {
    choose?: () => void;
    hash?: string;
    answer?: () => unknown;
  }
  const untouched: [string, Untouched][] = [
    ['another address', { hash: '#/vehicles' }],
    ['a filtered search', { hash: '#/listings?category=%22car%22' }],
    [
      'chosen columns',
      { choose: () => useTableViewStore.getState().setColumn('listings', 'distance', true) },
    ],
    ['the compact density', { choose: () => useTableViewStore.getState().setDensity('listings', 'compact') }],
    ['the filters opened', { choose: () => useFilterBarStore.getState().setExpanded('listings', true) }],
    ['the map chosen', { choose: () => useMapViewStore.getState().setView('listings', 'map') }],
    ['a failed read', { answer: () => failWith('rate_limited') }],
    ['an empty page', { answer: () => makePage('QQ', 0, null) }],
  ];
  for (const [what, { choose, hash = '#/listings', answer = () => makePage('QQ', 20, 'c2') }] of untouched) {
    it(`paints nothing with ${what}: the frames are dropped for the app`, async () => {
      choose?.();
      const root = builtRoot();
      earlyAnswer(answer);
      await paintEarly({ root, hash, words });
      expect(isEarlyPaintShown(root)).toBe(false);
      expect(root.children).toHaveLength(0);
    });
  }

  it('drops a frame older than the app rather than showing it half painted', async () => {
    const root = builtRoot();
    for (const template of root.querySelectorAll('template'))
      template.content.querySelector('.read-at')!.remove();
    earlyAnswer(() => makePage('QQ', 20, 'c2'));
    await paintEarly({ root, hash: '#/listings', words });
    expect(isEarlyPaintShown(root)).toBe(false);
    expect(root.children).toHaveLength(0);
  });

  /** The app's rows of `page`, as its grid has them, each noting its clicks in `opened`. */
  function appTable(page: ListingPage, opened: string[]): HTMLTableElement {
    const table = document.createElement('table');
    const body = table.createTBody();
    for (const listing of page.data) {
      const row = body.insertRow();
      row.dataset.key = listing.ref;
      row.addEventListener('click', () => opened.push(listing.ref));
    }
    return table;
  }

  /** A built root painted with a full page 1 at `#/listings`: the root and the page. */
  async function paintedStart(): Promise<{ root: HTMLElement; page: ListingPage }> {
    const root = builtRoot();
    const page = makePage('QQ', 20, 'c2');
    earlyAnswer(() => page);
    await paintEarly({ root, hash: '#/listings', words });
    return { root, page };
  }

  it('opens the row clicked before the app was there, once its first frame has replaced the paint', async () => {
    const { root, page } = await paintedStart();
    root.querySelector<HTMLElement>('tbody tr[data-key="FX-QQ0003"] td[data-column="route"] span')!.click();
    const opened: string[] = [];
    // the app's first commit: its own rows replace the frame
    root.replaceChildren(appTable(page, opened));
    await vi.waitFor(() => expect(opened).toEqual(['FX-QQ0003']));
  });

  it("opens the row a press began on when it is released after the app's frame replaced the paint", async () => {
    const { root, page } = await paintedStart();
    const cell = root.querySelector<HTMLElement>('tbody tr[data-key="FX-QQ0005"] td[data-column="route"]')!;
    cell.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    const opened: string[] = [];
    root.replaceChildren(appTable(page, opened));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // still pressed: nothing yet
    expect(opened).toEqual([]);
    document.body.dispatchEvent(new MouseEvent('pointerup', { bubbles: true }));
    expect(opened).toEqual(['FX-QQ0005']);
    // once: a later press and release elsewhere opens nothing more
    document.body.dispatchEvent(new MouseEvent('pointerup', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(opened).toEqual(['FX-QQ0005']);
  });

  it('a press released on the paint is a click there, not a second one after the take-over', async () => {
    const { root, page } = await paintedStart();
    const cell = root.querySelector<HTMLElement>('tbody tr[data-key="FX-QQ0002"] td[data-column="route"]')!;
    cell.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    cell.dispatchEvent(new MouseEvent('pointerup', { bubbles: true }));
    cell.click();
    const opened: string[] = [];
    root.replaceChildren(appTable(page, opened));
    await vi.waitFor(() => expect(opened).toEqual(['FX-QQ0002']));
    document.body.dispatchEvent(new MouseEvent('pointerup', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(opened).toEqual(['FX-QQ0002']);
  });

  it("waits for the app's row when its first frame comes without it", async () => {
    const { root, page } = await paintedStart();
    root.querySelector<HTMLElement>('tbody tr[data-key="FX-QQ0007"]')!.click();
    const opened: string[] = [];
    const shell = document.createElement('main');
    root.replaceChildren(shell);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(opened).toEqual([]);
    shell.append(appTable(page, opened));
    await vi.waitFor(() => expect(opened).toEqual(['FX-QQ0007']));
    // once: the app's later frames click nothing
    shell.append(document.createElement('p'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(opened).toEqual(['FX-QQ0007']);
  });
});
