/**
 * How listing fields read in the UI (fixed `en-GB` wording, grouped thousands: "12,000 kg",
 * "1,250 EUR", "1,234 km"). Unknown vocabulary values are shown as text (DECISIONS, preamble).
 */
import type { Listing } from '../../../shared/api/types';

const LOCALE = 'en-GB';

const TRUCK_TYPE_LABELS: Record<string, string> = {
  van: 'Van',
  box_truck: 'Box truck',
  tautliner: 'Tautliner',
  refrigerated: 'Refrigerated',
  flatbed: 'Flatbed',
  car_carrier: 'Car carrier',
  tow_truck: 'Tow truck',
  tipper: 'Tipper',
  tanker: 'Tanker',
};

const CATEGORY_LABELS: Record<string, string> = {
  car: 'Car',
  move: 'Move',
  parcel: 'Parcel',
  freight: 'Freight',
  assistance: 'Assistance',
};

/** A vocabulary code as words: `in_transit` -> "In transit". */
export function humanize(code: string): string {
  const text = code.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Readable truck type ("tautliner" -> "Tautliner"). */
export function truckTypeLabel(type: string): string {
  return TRUCK_TYPE_LABELS[type] ?? humanize(type);
}

/** Readable category ("freight" -> "Freight"). */
export function categoryLabel(category: string): string {
  return CATEGORY_LABELS[category] ?? humanize(category);
}

const countryNames = new Intl.DisplayNames([LOCALE], { type: 'region', fallback: 'code' });

/** A country's English name from its ISO code ("RO" -> "Romania"); the code itself when unknown. */
export function countryName(code: string): string {
  try {
    return countryNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
const money = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A decimal string as a number, or null when it is missing or not a number. */
function toNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * An amount in its currency: "1,250 EUR", "1,250.50 EUR" (cents only when there are some); "—" when
 * null. `amount` is the API's decimal string (budget, estimatedCost).
 */
export function formatMoney(amount: string | null | undefined, currency: string): string {
  const number = toNumber(amount);
  if (number === null) return '—';
  const text = Number.isInteger(number) ? integer.format(number) : money.format(number);
  return `${text} ${currency}`;
}

/** Weight and volume: "12,000 kg · 33 m3", one of them alone, or "—" when neither is known. */
export function formatLoad(weightKg: number | null, volumeM3: string | null): string {
  const parts: string[] = [];
  const weight = toNumber(weightKg);
  const volume = toNumber(volumeM3);
  if (weight !== null) parts.push(`${integer.format(weight)} kg`);
  if (volume !== null) parts.push(`${decimal.format(volume)} m3`);
  return parts.length > 0 ? parts.join(' · ') : '—';
}

/** A road distance: "1,234 km"; "—" when unknown. */
export function formatDistance(km: number | null | undefined): string {
  const number = toNumber(km);
  return number === null ? '—' : `${integer.format(number)} km`;
}

const dayFormat = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

function parseDay(date: string): Date | null {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** A calendar date (YYYY-MM-DD) as "12 Oct 2026"; the text itself when it does not parse. */
export function formatDay(date: string): string {
  const parsed = parseDay(date);
  return parsed ? dayFormat.format(parsed) : date;
}

/**
 * A listing's loading dates (spec 2 `dateType`): "As soon as possible" for asap, one date for exact,
 * a range ("12 – 15 Oct 2026") for flexible; "—" when the dates are missing.
 */
export function formatDates(listing: Pick<Listing, 'dateType' | 'dateFrom' | 'dateTo'>): string {
  const { dateType, dateFrom, dateTo } = listing;
  if (dateType === 'asap') return 'As soon as possible';
  const first = dateFrom ?? dateTo;
  if (!first) return '—';
  if (dateType === 'exact' || !dateFrom || !dateTo || dateFrom === dateTo) return formatDay(first);
  const from = parseDay(dateFrom);
  const to = parseDay(dateTo);
  if (!from || !to) return `${dateFrom} – ${dateTo}`;
  return dayFormat.formatRange(from, to).replace(/[\u2009\u202f\u00a0]/g, ' ');
}

const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });

/** A date-time (ISO 8601) in local time: "3 Oct 2026, 14:05"; the text itself when it does not parse. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? value : dateTimeFormat.format(parsed);
}

/** The route: "Cluj-Napoca, RO → München, DE". */
export function formatRoute(
  listing: Pick<Listing, 'fromCity' | 'fromCountry' | 'toCity' | 'toCountry'>,
): string {
  return `${listing.fromCity}, ${listing.fromCountry} → ${listing.toCity}, ${listing.toCountry}`;
}

/** Accepted truck types in words, or "Any truck" when the listing names none. */
export function formatTruckTypes(types: readonly string[]): string {
  return types.length > 0 ? types.map(truckTypeLabel).join(', ') : 'Any truck';
}
