/**
 * How free-vehicle fields read in the UI language: dates through renderer/shared/format (`ro-RO` /
 * `en-GB`), vehicle kinds through renderer/shared/vocab (unknown kinds as words, docs/api.md
 * §Versioning), figures through Intl (m3 one decimal, tonnes one decimal).
 */
import type { Vehicle } from '../../../../shared/api/types';
import { formatDayRange } from '../../../shared/format/dates';
import { formatM3, NO_VALUE, toNumber } from '../../../../shared/format/numbers';
import { asWritten, routeText, type ShownCity } from '../../../shared/format/places';

/**
 * "Cluj-Napoca, RO → München, DE", each city in the UI language where the app's gazetteer knows it
 * (`shown`, renderer/shared/places `useShownCities`); a place without a city reads as its country's
 * name.
 */
export function vehicleRoute(
  vehicle: Pick<Vehicle, 'fromCity' | 'fromCountry' | 'toCity' | 'toCountry'>,
  locale: string,
  shown: ShownCity = asWritten,
): string {
  return routeText(vehicle, locale, shown);
}

/** The availability window `dateFrom`–`dateTo` (calendar days), shared parts once. */
export function vehicleDates(vehicle: Pick<Vehicle, 'dateFrom' | 'dateTo'>, locale: string): string {
  return formatDayRange(vehicle.dateFrom, vehicle.dateTo, locale);
}

/** Payload in tonnes (decimal string), one decimal: "24.0 t"; "—" when not given. */
export function formatTonnes(value: string | null, locale: string): string {
  const number = toNumber(value);
  if (number === null) return NO_VALUE;
  const text = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    number,
  );
  return `${text} t`;
}

/** Volume in m3 (decimal string): "33.0 m3"; "—" when not given. */
export function formatVolume(value: string | null, locale: string): string {
  return formatM3(value, locale);
}
