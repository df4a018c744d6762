/**
 * What the desktop is told of a batch of new activity (docs/watch.md §In the renderer "Notifications"): the
 * entries the user wants told (each kind on or off in the watch's settings, nothing inside quiet hours),
 * coalesced so a busy minute is a few notifications, not a stream:
 * - offers received on one listing: "3 new offers on FX-7K2M9Q", "best 1,450 EUR" (the lowest price,
 *   among those in the newest offer's currency), opening the inbox;
 * - new loads (or free vehicles) in one watched search: "4 new loads in “RO → DE”", opening the search;
 * - stage changes of one listing: only the latest stage;
 * - anything else: one notification each, its kind as the title and its sentence as the body, without
 *   the sentence's first words when they are the title's ("New offer" / "of 1,450 EUR on FX-7K2M9Q");
 * - at most `max` (3) notifications a batch: past that, the last one says "And N more changes" and
 *   opens the Activity screen.
 * Texts in the UI language (./entrySentence.ts), never contact data.
 */
import type { TFunction } from 'i18next';
import type { ActivityEntryView, WatchSettings } from '../contract/activity';
import { toNumber } from '../format/numbers';
import { entryTarget, targetPath } from './entryTarget';
import { entryPrice, entrySentence, type EntryWords } from './entrySentence';
import { isQuietAt } from './quietHours';
import { eventKindName } from './vocabWords';

/** One desktop notification: what `desktop.notify` takes (`path`: the app route a click opens). */
export interface DesktopNotice {
  title: string;
  body: string;
  path: string;
}

/** The most notifications one batch shows (the last one then sums up the rest). */
export const NOTICES_PER_BATCH = 3;

/**
 * The entries of a batch the user wants told at `now`: none inside quiet hours, none of a kind switched
 * off (a kind the settings do not name is told), none already read. Order kept.
 */
export function notifiable(
  entries: readonly ActivityEntryView[],
  settings: Pick<WatchSettings, 'notify' | 'quietHours'>,
  now: Date,
): ActivityEntryView[] {
  if (isQuietAt(settings.quietHours, now)) return [];
  const notify = settings.notify as Record<string, boolean | undefined>;
  return entries.filter((entry) => entry.readAt === null && notify[entry.type] !== false);
}

/** The key entries are coalesced by: offers per listing, new items per search, stages per listing. */
function groupKey(entry: ActivityEntryView): string {
  switch (entry.type) {
    case 'offer.received':
    case 'listing.stage_changed':
      return `${entry.type}|${entry.listingRef ?? entry.subject.id}`;
    case 'listing.created':
    case 'vehicle.created':
      return `${entry.type}|${String(entry.data['searchId'] ?? entry.id)}`;
    default:
      return `one|${entry.id}`;
  }
}

/** The lowest price of `offers` among those in the first one's currency, as text with the currency. */
function bestPrice(offers: readonly ActivityEntryView[], locale: string): string {
  const currency = offers[0]?.data['currency'];
  let best: ActivityEntryView | null = null;
  for (const offer of offers) {
    if (offer.data['currency'] !== currency) continue;
    const price = toNumber(offer.data['price'] as string | number | null);
    if (price === null) continue;
    if (best === null || price < (toNumber(best.data['price'] as string | number | null) ?? Infinity)) {
      best = offer;
    }
  }
  return entryPrice((best ?? offers[0])?.data ?? {}, locale);
}

/**
 * The body under `title` that does not say the title's words twice: `sentence` without its first words
 * when they are the title ("New offer" over "New offer of 1,450 EUR on FX-7K2M9Q" leaves "of 1,450 EUR on
 * FX-7K2M9Q": title and body read as one sentence), compared in `locale` ignoring case; the whole
 * sentence otherwise, or when nothing would be left. docs/watch.md §In the renderer "Notifications".
 */
export function bodyAfterTitle(title: string, sentence: string, locale: string): string {
  const head = sentence.slice(0, title.length);
  if (title === '' || head.localeCompare(title, locale, { sensitivity: 'accent' }) !== 0) return sentence;
  const rest = sentence.slice(title.length);
  // the title's words end where the sentence's next word starts, never inside a word ("New offers")
  if (/^[\p{L}\p{N}]/u.test(rest)) return sentence;
  const trimmed = rest.replace(/^[\s:,.·–—-]+/u, '');
  return trimmed === '' ? sentence : trimmed;
}

function single(entry: ActivityEntryView, words: EntryWords): DesktopNotice {
  const title = eventKindName(words.vocabT, entry.type);
  return {
    title,
    body: bodyAfterTitle(title, entrySentence(entry, words), words.locale),
    path: targetPath(entryTarget(entry)),
  };
}

function noticeIn(
  t: TFunction<'activity'>,
  group: readonly ActivityEntryView[],
  words: EntryWords,
): DesktopNotice {
  const newest = group.reduce((a, b) => (b.seq > a.seq ? b : a));
  if (group.length === 1 || newest.type === 'listing.stage_changed') return single(newest, words);
  const count = group.length;
  if (newest.type === 'offer.received') {
    const ref = newest.listingRef ?? newest.subject.id;
    return {
      title: t('notice.offers', { count, ref }),
      body: t('notice.best', { price: bestPrice(group, words.locale) }),
      path: '/inbox',
    };
  }
  const search = String(newest.data['searchName'] ?? '');
  const searchId = newest.data['searchId'];
  return {
    title:
      newest.type === 'vehicle.created'
        ? t('notice.vehicles', { count, search })
        : t('notice.loads', { count, search }),
    body: entrySentence(newest, words),
    path: typeof searchId === 'string' ? `/saved-searches/${encodeURIComponent(searchId)}` : '/activity',
  };
}

/**
 * The notifications for `entries` (newest first, already filtered by {@link notifiable}): coalesced
 * as the module says, in the order of each group's newest entry, at most `max`.
 */
export function composeNotices(
  entries: readonly ActivityEntryView[],
  words: EntryWords,
  max = NOTICES_PER_BATCH,
): DesktopNotice[] {
  const groups = new Map<string, ActivityEntryView[]>();
  for (const entry of entries) {
    const key = groupKey(entry);
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  const all = [...groups.values()];
  if (all.length <= max) return all.map((group) => noticeIn(words.t, group, words));
  const shown = all.slice(0, Math.max(0, max - 1));
  const rest = all.slice(shown.length).reduce((n, group) => n + group.length, 0);
  return [...shown.map((group) => noticeIn(words.t, group, words)), moreNotice(words.t, rest)];
}

/** "And N more changes", opening Activity. */
function moreNotice(t: TFunction<'activity'>, count: number): DesktopNotice {
  return { title: t('notice.more', { count }), body: t('notice.moreBody'), path: '/activity' };
}
