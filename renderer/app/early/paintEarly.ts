/**
 * The early paint (docs/benchmarks.md §The early paint, built): page 1 of Listings on screen before
 * the app's code has run. A cold start spends some 400 ms running the app's modules and its first
 * render; the dispatcher sees the rows that much sooner, in the app's own first frame.
 *
 * - The frame: `index.html`'s `#root` holds the app's first frame of Listings in each language, each
 *   in a `<template>` (`.early-frame`, put there by build/vite-early-paint.ts from ./frames/<lang>.html,
 *   which ./frame.test.tsx renders from the app itself and holds to it). It has one row, the template
 *   row. The paint takes the UI language's frame out of its template and writes it before it is shown.
 * - The rows: page 1 is the entry's early read (renderer/app/firstScreen.ts, `peekEarly`: the app's
 *   loader still takes it, nothing is sent twice); each cell is written by the table's own cell code
 *   (`listingCell`, `drawListingCell`); the pager, the count and "Read at" in the same words.
 *   ./paintEarly.test.tsx holds a painted frame to the app's own render of the same page.
 * - When it paints nothing (the frames are dropped), and the app starts as it would without it: another
 *   address than plain Listings (`#/`, `#/listings`), a stored view the frame does not have (columns or
 *   density chosen, the filters opened, the map chosen), an empty page or a failed read, or no answer
 *   within EARLY_WAIT_MS (it may still paint when the answer comes, until the app's first frame).
 * - The take-over: React's first commit replaces what `#root` holds in one step; the listings route
 *   waits for page 1 and the table's code while a paint is on screen (`isEarlyPaintShown`), so that
 *   commit has the rows. A click on a row before then opens that listing once the app is there; the
 *   forms and buttons are inert until then (a choice made in them would be lost), the screens' links
 *   work (the app starts where they lead).
 *
 * Imports no React renderer, router or schema: this runs before the app's modules (../../main.tsx).
 */
import type { i18n as I18n, TFunction } from 'i18next';
import type { CallOutput } from '../../../shared/contract/calls';
import { EARLY_FRAME_CLASS, EARLY_TEMPLATE_ATTRIBUTE } from '../../../shared/contract/indexHtml';
import { drawListingCell } from '../../features/listings/components/drawListingCell';
import {
  LISTING_COLUMNS,
  listingCell,
  listingCellWords,
  type ListingColumnId,
} from '../../features/listings/model/cells';
import { initI18n } from '../../i18n/i18n';
import { toAppLanguage } from '../../shared/format/locale';
import { readAtParts } from '../../shared/freshness/readAt';
import { afterNextPaint } from '../../shared/startup/afterNextPaint';
import { useMapViewStore } from '../../shared/map/viewStore';
import { useFilterBarStore } from '../../shared/search/filterBarStore';
import { useTableViewStore } from '../../shared/table/tableViewStore';
import { peekEarly } from '../../shared/transport';
import { FIRST_LISTINGS_PAGE, opensOnPlainListings } from '../firstScreen';

/** The longest the entry waits for page 1 and the catalogs before it imports the app anyway, ms. */
const EARLY_WAIT_MS = 400;

/** The longest the entry waits for the browser to draw the paint before it goes on, ms (a hidden window draws none). */
const FRAME_WAIT_MS = 100;

/** The listings table's name in the view stores (ListingsTable's LISTINGS_TABLE, the screen's kind). */
const LISTINGS = 'listings';

/** One page of listings, as `listings.search` answers. */
type ListingPage = CallOutput<'listings.search'>;

/**
 * Whether the stored choices leave the listings screen as the frames show it: the default columns and
 * density, the filters folded, the table rather than the map. (`Truck at` is never kept between starts.)
 */
function storedViewIsDefault(): boolean {
  const view = useTableViewStore.getState().views[LISTINGS];
  const defaultTable =
    view === undefined ||
    (view.shown.length === 0 && view.hidden.length === 0 && view.density === 'comfortable');
  return (
    defaultTable &&
    useFilterBarStore.getState().expanded[LISTINGS] !== true &&
    useMapViewStore.getState().views[LISTINGS] !== 'map'
  );
}

/** "20 listings" (the count beside the page's number), as the listings screen says it. */
function listingsCount(t: TFunction<'listings'>, count: number): string {
  return t('results.count', { count });
}

/**
 * Writes `page` into `frame` (one language's `.early-frame`, its table holding one template row) as the
 * app's first frame of plain Listings shows it, in `instance`'s language, read at `now` (ms since the
 * epoch): one row per listing, each cell by the table's own cell code, the pager's status and "Next page",
 * "Read at".
 * @throws Error when the frame lacks a part it should have (a frame older than the app: nothing is shown)
 */
export function paintFrame(frame: Element, page: ListingPage, instance: I18n, now: number): void {
  const language = toAppLanguage(instance.resolvedLanguage ?? instance.language);
  const words = listingCellWords(instance, language);
  const { t, locale } = words;
  const common = instance.getFixedT(language, 'common');
  const part = <E extends Element>(selector: string): E => {
    const found = frame.querySelector<E>(selector);
    if (!found) throw new Error(`The early frame has no ${selector}.`);
    return found;
  };
  const body = part('table tbody');
  const template = part<HTMLElement>('table tbody tr[data-key]');
  const templateRef = template.dataset.key!;
  const columns = new Set<string>(LISTING_COLUMNS);
  const rows = page.data.map((listing) => {
    const row = template.cloneNode(true) as HTMLElement;
    for (const element of [row, ...row.querySelectorAll('*')]) {
      for (const { name, value } of [...element.attributes]) {
        if (value.includes(templateRef))
          element.setAttribute(name, value.replaceAll(templateRef, listing.ref));
        // react-aria's ids that do not name the row are the template's alone
        else if (name === 'id') element.removeAttribute(name);
      }
    }
    for (const cell of row.querySelectorAll<HTMLElement>('[data-column]')) {
      const column = cell.dataset.column!;
      if (!columns.has(column))
        throw new Error(`The early frame has a column "${column}" the table does not.`);
      drawListingCell(cell, listingCell(column as ListingColumnId, listing, words));
    }
    return row;
  });
  body.replaceChildren(...rows);
  part('.pager [role="status"]').textContent = common('pager.pageWithCount', {
    page: 1,
    items: listingsCount(t, page.data.length),
  });
  part('.pager button:last-of-type').setAttribute('aria-disabled', String(!page.hasMore));
  part('.read-at').textContent = common('freshness.readToday', { time: readAtParts(now, now, locale).time });
}

/** Whether an early paint is on screen (the app's first commit has not replaced it yet). */
export function isEarlyPaintShown(
  root: ParentNode | null = globalThis.document?.getElementById('root'),
): boolean {
  return root?.querySelector(`:scope > .${EARLY_FRAME_CLASS}:not([hidden])`) != null;
}

/**
 * The parts of a frame that wait for the app: everything that takes a choice or a key but the rows
 * (replayed) and the screens' links (they change the address, which the app reads as it starts).
 */
const INERT_PARTS = 'form, .session-bar, .side-nav button, .listings-tools, .list-controls, .table-head';

/** How long a click on an early row waits for the app's row of the same listing, ms. */
const REPLAY_WAIT_MS = 10_000;

/** The frames' templates among `root`'s children (build/vite-early-paint.ts). */
function frameTemplates(root: Element): NodeListOf<HTMLTemplateElement> {
  return root.querySelectorAll<HTMLTemplateElement>(`:scope > template[${EARLY_TEMPLATE_ATTRIBUTE}]`);
}

/**
 * A copy of the early frame of `language` out of its template in `root` (`.early-frame`, hidden, not
 * yet in the document), or null when there is none: the app's first frame came first.
 */
function takeFrame(root: Element, language: string): HTMLElement | null {
  const template = root.querySelector<HTMLTemplateElement>(
    `:scope > template[${EARLY_TEMPLATE_ATTRIBUTE}="${language}"]`,
  );
  const frame = template?.content.firstElementChild;
  return frame?.classList.contains(EARLY_FRAME_CLASS)
    ? (root.ownerDocument.importNode(frame, true) as HTMLElement)
    : null;
}

/**
 * Shows `frame` in place of the templates and keeps what is done on it until the app is there: what
 * takes a choice inert (INERT_PARTS: typed text or a choice would be lost), a click on a row replayed
 * on the app's row of the same listing once `root`'s first commit has replaced the frame (and that
 * row is there, within REPLAY_WAIT_MS). A press begun on an early row and released after the app's
 * frame came is that click too: the browser sends it to neither row (the one it began on is gone).
 */
function showFrame(root: Element, frame: HTMLElement): void {
  for (const part of frame.querySelectorAll(INERT_PARTS)) part.setAttribute('inert', '');
  const rowOf = (target: EventTarget | null): string | null =>
    target instanceof Element
      ? (target.closest<HTMLElement>('tbody tr[data-key]')?.dataset.key ?? null)
      : null;
  const appRow = (ref: string) =>
    [...root.querySelectorAll<HTMLElement>('table tbody tr[data-key]')].find(
      (row) => row.dataset.key === ref,
    );
  let clicked: string | null = null;
  // true once nothing is left to replay: the app's frame is there, and the clicked row in it was clicked
  const replay = (): boolean => {
    if (frame.isConnected) return false;
    if (clicked === null) return true;
    const row = appRow(clicked);
    if (row === undefined) return false;
    clicked = null;
    row.click();
    return true;
  };
  const watch = new MutationObserver(() => {
    if (replay()) watch.disconnect();
  });
  const choose = (ref: string | null) => {
    if (ref === null) return;
    clicked = ref;
    // a click whose row never comes is dropped, and the watch with it
    setTimeout(() => watch.disconnect(), REPLAY_WAIT_MS);
  };
  frame.addEventListener('click', (event) => choose(rowOf(event.target)));
  let pressed: string | null = null;
  frame.addEventListener('pointerdown', (event) => {
    pressed = rowOf(event.target);
  });
  const doc = root.ownerDocument;
  const released = () => {
    if (!frame.isConnected) {
      doc.removeEventListener('pointerup', released, true);
      choose(pressed);
      if (replay()) watch.disconnect();
    }
    pressed = null;
  };
  doc.addEventListener('pointerup', released, true);
  for (const template of frameTemplates(root)) template.remove();
  frame.hidden = false;
  root.append(frame);
  watch.observe(root, { childList: true, subtree: true });
}

/** Where and how `paintEarly` paints; the entry passes nothing (the page's own). */
export interface PaintEarlyOptions {
  /** The page's `#root`. */
  root?: Element | null;
  /** The address the app opens at (`location.hash`). */
  hash?: string;
  /** The app's i18next, once its catalogs are there (`initI18n`: the same start the app's). */
  words?: () => Promise<I18n>;
}

/**
 * Paints page 1 into the frame of the UI language when it can (see the module's note), and resolves
 * once the browser has drawn it (`afterNextPaint`, at most FRAME_WAIT_MS), or once it will not paint, or after EARLY_WAIT_MS (ms):
 * then the entry imports the app, and a page answered later is still painted if the app's first frame
 * has not come yet. Never rejects.
 */
export async function paintEarly({
  root = document.getElementById('root'),
  hash = window.location.hash,
  words = initI18n,
}: PaintEarlyOptions = {}): Promise<void> {
  if (!root || frameTemplates(root).length === 0) return;
  // the templates are dropped when nothing will be painted
  const drop = () => {
    for (const template of frameTemplates(root)) template.remove();
  };
  const answer =
    opensOnPlainListings(hash) && storedViewIsDefault()
      ? peekEarly('listings.search', FIRST_LISTINGS_PAGE)
      : undefined;
  if (!answer) return drop();
  const painted = Promise.all([answer, words()]).then(([result, instance]) => {
    if (!result.ok || result.value.data.length === 0) return drop();
    const language = toAppLanguage(instance.resolvedLanguage ?? instance.language);
    const frame = takeFrame(root, language);
    // gone: the app's first frame came first
    if (!frame) return;
    try {
      paintFrame(frame, result.value, instance, Date.now());
    } catch (error) {
      drop();
      throw error;
    }
    showFrame(root, frame);
    // the app's chunks are asked for only then: compiled sooner, they took the CPU from the paint's
    // style, layout and frame (docs/benchmarks.md §The early paint, evening)
    return new Promise<void>((resolve) => afterNextPaint(resolve, FRAME_WAIT_MS));
  });
  const waited = new Promise<void>((resolve) => setTimeout(resolve, EARLY_WAIT_MS));
  // a frame that cannot be painted is dropped: the app's first frame comes as without it
  await Promise.race([painted.catch(() => undefined), waited]);
}
