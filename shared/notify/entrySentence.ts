/**
 * An activity entry as one sentence in the UI language (docs/watch.md §In the renderer: the Activity screen
 * and the notifications speak the user's language, never codes): its figures through `Intl` (a price with its
 * currency, shared/format/numbers.ts, the same rules as the window's), stages and kinds from the `vocab` catalog (./words.ts), the listing's code.
 * Never contact data (docs/api.md §Overview: there is none to carry; the offer's carrier company name is
 * said on the Activity screen only, `withCarrier`).
 */
import type { TFunction } from 'i18next';
import type { ActivityEntryView, ActivityValue } from '../contract/activity';
import { formatInteger, formatMoney, NO_VALUE, toNumber } from '../format/numbers';
import { eventKindName, stageName } from './vocabWords';
import type { EntryWords } from './words';

export type { EntryWords } from './words';

/** The entry fields a sentence reads. */
export type SentenceOf = Pick<ActivityEntryView, 'type' | 'subject' | 'listingRef' | 'data'>;

function text(value: ActivityValue | undefined): string | null {
  if (value === null || value === undefined) return null;
  const s = String(value).trim();
  return s === '' ? null : s;
}

/** A price with its currency (`1,450 EUR`), or "—" when the entry carries none. */
export function entryPrice(data: SentenceOf['data'], locale: string): string {
  const currency = text(data['currency']);
  const price = data['price'];
  if (toNumber(price as string | number | null | undefined) === null || currency === null) return NO_VALUE;
  return formatMoney(price as string | number, currency, locale);
}

/**
 * The cities the entries' routes name with their countries (`from`/`fromCountry`, `to`/`toCountry`),
 * for writing them in the UI's language (`EntryWords.city`; docs/api.md §Places, A place in the UI's
 * language). An entry without its countries names none.
 */
export function entryPlaces(entries: readonly SentenceOf[]): { city: string; country: string }[] {
  return entries.flatMap(({ data }) =>
    (['from', 'to'] as const).flatMap((end) => {
      const city = text(data[end]);
      const country = text(data[`${end}Country`]);
      return city !== null && country !== null && city !== country ? [{ city, country }] : [];
    }),
  );
}

/**
 * `from → to`, either side "—" when unknown; null when neither is known. A city whose country the
 * entry keeps (`fromCountry`, `toCountry`) is written by `city` (in the UI's language).
 */
function routeOf(data: SentenceOf['data'], city: EntryWords['city']): string | null {
  const named = (name: string | null, country: string | null) =>
    name !== null && country !== null && city && name !== country ? city(name, country) : name;
  const from = named(text(data['from']), text(data['fromCountry']));
  const to = named(text(data['to']), text(data['toCountry']));
  if (from === null && to === null) return null;
  return `${from ?? NO_VALUE} → ${to ?? NO_VALUE}`;
}

/**
 * The sentence of one entry, for example "New offer of 1,450 EUR on FX-7K2M9Q", "Transport stage of
 * FX-7K2M9Q: Loading → In transit", "New load Cluj-Napoca → München (FX-7K2M9Q) in “RO → DE”, budget
 * 1,250 EUR". A kind the app does not know reads as its name in words with its listing code.
 */
export function entrySentence(entry: SentenceOf, words: EntryWords, withCarrier = false): string {
  return sentenceIn(words.t, entry, words, withCarrier);
}

function sentenceIn(
  t: TFunction<'activity'>,
  entry: SentenceOf,
  words: EntryWords,
  withCarrier: boolean,
): string {
  const { vocabT, locale } = words;
  const { data } = entry;
  const ref = entry.listingRef ?? (entry.subject.kind === 'listing' ? entry.subject.id : NO_VALUE);
  const price = entryPrice(data, locale);
  const carrier = withCarrier ? text(data['carrier']) : null;
  const route = routeOf(data, words.city) ?? NO_VALUE;
  const search = text(data['searchName']) ?? NO_VALUE;
  switch (entry.type) {
    case 'offer.received':
      return carrier
        ? t('entry.offerReceivedFrom', { price, ref, carrier })
        : t('entry.offerReceived', { price, ref });
    case 'offer.withdrawn':
      return t('entry.offerWithdrawn', { price, ref });
    case 'offer.expired':
      return t('entry.offerExpired', { price, ref });
    case 'offer.accepted':
      return t('entry.offerAccepted', { price, ref });
    case 'offer.declined':
      return t('entry.offerDeclined', { price, ref });
    case 'listing.stage_changed': {
      const to = text(data['to']);
      const from = text(data['from']);
      const stage = to === null ? NO_VALUE : stageName(vocabT, to);
      return from === null
        ? t('entry.stageChanged', { ref, stage })
        : t('entry.stageChangedFrom', { ref, from: stageName(vocabT, from), stage });
    }
    case 'listing.closed':
      return t('entry.listingClosed', { ref });
    case 'listing.expired':
      return t('entry.listingExpired', { ref });
    case 'listing.cancelled':
      return t('entry.listingCancelled', { ref });
    case 'listing.created': {
      const budget = entryPrice(
        { price: data['budget'] ?? null, currency: data['currency'] ?? null },
        locale,
      );
      return budget === NO_VALUE
        ? t('entry.listingCreated', { route, ref, search })
        : t('entry.listingCreatedBudget', { route, ref, search, budget });
    }
    case 'vehicle.created':
      return t('entry.vehicleCreated', { route, search });
    case 'vehicle.request_received': {
      const added = toNumber(data['added'] as number | null | undefined) ?? 1;
      return t('entry.vehicleRequest', { count: added, added: formatInteger(added, locale), route });
    }
    default: {
      const name = eventKindName(vocabT, entry.type);
      return entry.listingRef ? t('entry.other', { name, ref: entry.listingRef }) : name;
    }
  }
}
