/**
 * Romanian company registration codes (CUI / CIF) and plausible EU VAT numbers for generated
 * companies (docs/api.md §Resources: `cui` is a valid Romanian CUI for registry `anaf`, an EU VAT
 * number for `vies`).
 */
import { MARKET_COUNTRIES, type MarketCountry } from '@dispatch/shared/domain/vocabulary';
import type { Random } from './random';

/** ANAF's check key, applied right-aligned to the digits before the check digit. */
const CUI_KEY = '753217532';

/**
 * The check digit for the digits of a CUI without its last digit (1 to 9 digits): the sum of each
 * digit times the key digit aligned to its right, x 10, mod 11; 10 becomes 0.
 * Throws when `body` is not 1 to 9 digits.
 */
export function cuiCheckDigit(body: string): number {
  if (!/^\d{1,9}$/.test(body)) throw new Error(`not a CUI body: ${body}`);
  const padded = body.padStart(CUI_KEY.length, '0');
  let sum = 0;
  for (let i = 0; i < CUI_KEY.length; i++) sum += Number(padded[i]) * Number(CUI_KEY[i]);
  const check = (sum * 10) % 11;
  return check === 10 ? 0 : check;
}

/**
 * True for a valid Romanian CUI: 2 to 10 digits, no leading zero, optional `RO` prefix (any case),
 * last digit equal to {@link cuiCheckDigit} of the rest.
 */
export function isValidCui(value: string): boolean {
  const digits = value.replace(/^ro/i, '');
  if (!/^[1-9]\d{1,9}$/.test(digits)) return false;
  return cuiCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}

/** A random valid CUI of 6 to 8 digits (the usual lengths), digits only, no `RO` prefix. */
export function makeCui(random: Random): string {
  const length = random.weighted([
    [5, 2],
    [6, 3],
    [7, 5],
  ] as const);
  let body = String(random.int(1, 4));
  for (let i = 1; i < length; i++) body += String(random.int(0, 9));
  return `${body}${cuiCheckDigit(body)}`;
}

/** Market countries outside VIES: Romania's companies are in ANAF's register; MD and TR are not in the EU. */
const OUTSIDE_VIES = ['RO', 'MD', 'TR'] as const;

/** A market country whose companies carry an EU VAT number (VIES). */
export type ViesCountry = Exclude<MarketCountry, (typeof OUTSIDE_VIES)[number]>;

/** The market's VIES countries: every market country but Romania, Moldova and Turkey. */
export const VIES_COUNTRIES: readonly ViesCountry[] = MARKET_COUNTRIES.filter(
  (country): country is ViesCountry => !(OUTSIDE_VIES as readonly string[]).includes(country),
);

/**
 * A plausible EU VAT number for a country of {@link VIES_COUNTRIES} (shape only, no check digit):
 * e.g. `DE` + 9 digits, `NL` + 9 digits + `B01`, `EL` + 9 digits for Greece.
 */
export function makeVatNumber(country: ViesCountry, random: Random): string {
  const digits = (n: number, first = 0) => {
    let s = String(random.int(Math.max(first, 0), 9));
    for (let i = 1; i < n; i++) s += String(random.int(0, 9));
    return s;
  };
  switch (country) {
    case 'DE':
      return `DE${digits(9, 1)}`;
    case 'IT':
      return `IT${digits(11)}`;
    case 'FR':
      return `FR${digits(2)}${digits(9, 1)}`;
    case 'ES':
      return `ESB${digits(8)}`;
    case 'HU':
      return `HU${digits(8, 1)}`;
    case 'BG':
      return `BG${digits(9, 1)}`;
    case 'PL':
      return `PL${digits(10, 1)}`;
    case 'AT':
      return `ATU${digits(8, 1)}`;
    case 'NL':
      return `NL${digits(9, 1)}B0${random.int(1, 9)}`;
    case 'BE':
      return `BE0${digits(9, 1)}`;
    case 'CZ':
      return `CZ${digits(8, 1)}`;
    case 'SK':
      return `SK${digits(10, 1)}`;
    case 'GR':
      return `EL${digits(9)}`;
  }
}

/** Shapes of {@link makeVatNumber}'s output, by country, for checks. */
export const VAT_PATTERNS: Readonly<Record<ViesCountry, RegExp>> = {
  DE: /^DE\d{9}$/,
  IT: /^IT\d{11}$/,
  FR: /^FR\d{11}$/,
  ES: /^ESB\d{8}$/,
  HU: /^HU\d{8}$/,
  BG: /^BG\d{9}$/,
  PL: /^PL\d{10}$/,
  AT: /^ATU\d{8}$/,
  NL: /^NL\d{9}B\d{2}$/,
  BE: /^BE0\d{9}$/,
  CZ: /^CZ\d{8}$/,
  SK: /^SK\d{10}$/,
  GR: /^EL\d{9}$/,
};
