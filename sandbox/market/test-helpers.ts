/** Helpers of the market's tests (not used by the generator). */
import { loadMarketPlaces } from '../places';
import { generateMarket } from './index';
import type { Market } from './types';

/** Something that looks like a phone number: 8+ digits with separators. */
export const PHONE = /\+?\d[\d\s()./-]{6,}\d/;
/** Something that looks like an e-mail address. */
export const EMAIL = /[\w.+-]+@[\w-]+\.[\w.]+/;
/** A lower-case v4 uuid. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** ISO date-time with ms and Z. */
export const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** YYYY-MM-DD. */
export const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The places every market test draws from (loaded once per test file). */
export const places = loadMarketPlaces();
/** The clock of the market tests. */
export const NOW = new Date('2026-10-01T10:00:00.000Z');

/** The scale-1 market of seed 42 at {@link NOW}. */
export function testMarket(seed = 42): Market {
  return generateMarket({ seed, scale: 1, now: NOW, places });
}

/** Account ids of the demo accounts by name. */
export function demoIds(market: Market): Record<string, string> {
  return Object.fromEntries(market.keys.map((k) => [k.demoAccount, k.accountId]));
}
