/**
 * Nothing of a key leaves through `invokeCall` (docs/api.md §Keys and environments): for every call
 * of the contract, a fake handler answers a generated value, or fails with a generated error, with the
 * key in use and another saved key planted at random in messages, request ids, field problems, nested
 * values and property names (whole, without their prefix, as a run of 8 or more of their
 * characters, encoded, percent-encoded in part, or backwards). Property: the CallResult holds no run of 8 characters of either key. A failure prints
 * its seed; `FC_SEED=<seed> npx vitest run <this file>` replays it.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { CALL_NAMES, calls, type CallInput, type CallName } from '../../../shared/contract/calls';
import type { AppErrorKind } from '../../../shared/contract/errors';
import { AppFailure } from '../errors';
import { holdKeysOf } from '../keys/held-keys';
import { encodedForms, KEY_RUN_LENGTH } from '../keys/scrub';
import { invokeCall } from './invoke';
import type { Handlers } from './context';

const UUID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';
const REF = 'FX-7K2M9Q';

/** One valid input of every call (its handler is fake: only the contract's schema must take it). */
const VALID_INPUTS: { [N in CallName]: CallInput<N> } = {
  'session.get': {},
  'settings.setEnvironment': { kind: 'embedded' },
  'keys.save': { key: 'test_fx_' + 'a'.repeat(32) },
  'keys.remove': {},
  'keys.useDemo': { account: 'shipper' },
  'keys.probe': {},
  'session.wait': {},
  'listings.search': { filters: {}, cursor: null },
  'listings.get': { ref: REF },
  'listings.mine': { cursor: null },
  'vehicles.search': { filters: {}, cursor: null },
  'vehicles.get': { id: UUID },
  'vehicles.mine': { cursor: null },
  'offers.forListing': { ref: REF, cursor: null },
  'offers.mine': { cursor: null },
  'offers.get': { id: UUID },
  'offers.inbox': { refs: [REF] },
  'places.search': { q: 'Cluj' },
  'places.deadhead': { truckAt: 'brasov-brasov-ro', loadingPlaces: [] },
  'places.coordinates': { places: [] },
  'places.names': { language: 'ro', places: [] },
  'places.routeSlugs': { from: { country: 'RO', city: null }, to: { country: 'DE', city: null }, km: 10 },
  'costs.estimate': { fromCountry: 'RO', toCountry: 'DE' },
  'companies.get': { id: UUID },
  'events.types': {},
  'desk.status': {},
  'savedSearches.list': {},
  'savedSearches.create': { kind: 'listings', name: 'Ro-De', filters: {} },
  'savedSearches.rename': { id: UUID, name: 'Ro-De' },
  'savedSearches.delete': { id: UUID },
  'savedSearches.markRun': { id: UUID },
  'savedSearches.setWatch': { id: UUID, watch: true },
  'savedSearches.reposts': { id: UUID },
  'savedSearches.watchBaseline': { id: UUID },
  'hiddenLoads.list': {},
  'hiddenLoads.hide': { ref: REF },
  'hiddenLoads.unhide': { ref: REF },
  'seen.mark': { scope: 'inbox', ids: [REF] },
  'seen.unseen': { scope: 'inbox', ids: [REF] },
  'seen.forget': { scope: 'inbox' },
  'activity.list': {},
  'activity.summary': {},
  'activity.markRead': { ids: ['offer.received:x'] },
  'activity.markAllRead': {},
  'watch.settings': {},
  'watch.update': {},
  'watch.checkNow': {},
  'watch.online': { online: true },
  'desktop.notify': { title: 'New offer', body: '', path: '/inbox' },
  'desktop.setLanguage': { language: 'en' },
  'desktop.badge': { count: 1 },
  'desktop.settings': {},
  'desktop.updateSettings': { keepInTray: true },
  'update.status': {},
  'update.restart': {},
  'notes.list': {},
  'notes.get': { kind: 'listing', id: REF },
  'notes.save': { kind: 'listing', id: REF, text: 'x', tags: [] },
  'notes.delete': { kind: 'listing', id: REF },
  'notes.tags': {},
  'notes.export': {},
  'notes.import': { file: {} },
  'trucks.get': {},
  'trucks.save': { name: 'MS 12 ABC', costPerKm: 1.1, currency: 'EUR' },
  'trucks.delete': { id: UUID },
  'trucks.setCurrent': { id: UUID },
  'trucks.setTruckAt': { truckAt: null },
  'trucks.setRate': { rate: { ronPerEur: 4.97, date: '2026-11-28' } },
};

/** A key of either form (shared/domain/keys.ts). */
const key = fc
  .tuple(fc.constantFrom('fx_live_', 'test_fx_'), fc.stringMatching(/^[A-Za-z0-9]{32}$/))
  .map(([prefix, secret]) => prefix + secret);

/** Where a piece of a key goes: which key, in which form, and (for a run) where and how long. */
interface Planted {
  key: 0 | 1;
  form:
    | 'whole'
    | 'bare'
    | 'run'
    | 'upper'
    | 'base64'
    | 'base64url'
    | 'hex'
    | 'HEX'
    | 'percent'
    | 'somePercent'
    | 'reversed';
  start: number;
  length: number;
}
/** A text to be: plain pieces and planted ones, joined once the keys are known. */
type Template = (string | Planted)[];
/** A value to be: JSON-shaped, its strings and property names templates. */
type Node =
  | { text: Template }
  | { scalar: number | boolean | null }
  | { items: Node[] }
  | { entries: [Template, Node][] };

const planted: fc.Arbitrary<Planted> = fc.record({
  key: fc.constantFrom(0 as const, 1 as const),
  form: fc.constantFrom(
    ...([
      'whole',
      'bare',
      'run',
      'upper',
      'base64',
      'base64url',
      'hex',
      'HEX',
      'percent',
      'somePercent',
      'reversed',
    ] as const),
  ),
  start: fc.nat({ max: 40 }),
  length: fc.integer({ min: KEY_RUN_LENGTH, max: 40 }),
});
const template: fc.Arbitrary<Template> = fc.array(
  fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('Bearer ', ' ', '"', 'req-', '_'), planted),
  { maxLength: 4 },
);
const { node } = fc.letrec<{ node: Node }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    template.map((text) => ({ text })),
    fc.oneof(fc.integer(), fc.boolean(), fc.constant(null)).map((scalar) => ({ scalar })),
    fc.array(tie('node'), { maxLength: 4 }).map((items) => ({ items })),
    fc.array(fc.tuple(template, tie('node')), { maxLength: 4 }).map((entries) => ({ entries })),
  ),
}));

/** The piece of `key` that `plant` asks for. */
function pieceOf(key: string, plant: Planted): string {
  if (plant.form === 'whole') return key;
  if (plant.form === 'bare') return key.slice(8);
  if (plant.form === 'upper') return key.toUpperCase();
  // base64 inside a longer base64 text: the key after 0, 1 or 2 other bytes
  const lead = Buffer.concat([Buffer.from('ab'.slice(0, plant.start % 3)), Buffer.from(key)]);
  if (plant.form === 'base64') return lead.toString('base64');
  if (plant.form === 'base64url') return lead.toString('base64url');
  if (plant.form === 'hex') return Buffer.from(key).toString('hex');
  if (plant.form === 'HEX') return Buffer.from(key).toString('hex').toUpperCase();
  if (plant.form === 'percent') return [...Buffer.from(key)].map((b) => `%${b.toString(16)}`).join('');
  // some bytes percent-encoded, some not: which ones from `start` and `length`
  if (plant.form === 'somePercent') {
    return [...key]
      .map((c, i) => ((i * plant.length + plant.start) % 3 === 0 ? `%${c.charCodeAt(0).toString(16)}` : c))
      .join('');
  }
  if (plant.form === 'reversed') return [...key].reverse().join('');
  const start = plant.start % (key.length - KEY_RUN_LENGTH + 1);
  return key.slice(start, start + plant.length);
}
const textOf = (parts: Template, keys: string[]) =>
  parts.map((part) => (typeof part === 'string' ? part : pieceOf(keys[part.key]!, part))).join('');
function valueOf(n: Node, keys: string[]): unknown {
  if ('text' in n) return textOf(n.text, keys);
  if ('scalar' in n) return n.scalar;
  if ('items' in n) return n.items.map((item) => valueOf(item, keys));
  return Object.fromEntries(n.entries.map(([name, item]) => [textOf(name, keys), valueOf(item, keys)]));
}

/** What the fake handler does: answers a value, throws an AppFailure, an Error, or a bare string. */
const outcome = fc.oneof(
  node.map((value) => ({ answer: value })),
  fc
    .record({
      kind: fc.constantFrom<AppErrorKind>('unauthorized', 'server_error', 'invalid_request', 'not_found'),
      message: template,
      requestId: template,
      code: template,
      fields: fc.array(fc.tuple(template, template), { maxLength: 3 }),
      detail: node,
    })
    .map((failure) => ({ failure })),
  template.map((error) => ({ error })),
  template.map((thrown) => ({ thrown })),
);
type Outcome = typeof outcome extends fc.Arbitrary<infer T> ? T : never;

function run(plan: Outcome, keys: string[]): unknown {
  if ('answer' in plan) return valueOf(plan.answer, keys);
  if ('failure' in plan) {
    const { kind, message, requestId, code, fields, detail } = plan.failure;
    throw new AppFailure({
      kind,
      message: textOf(message, keys),
      requestId: textOf(requestId, keys),
      code: textOf(code, keys),
      fields: fields.map(([path, fieldCode]) => ({
        path: textOf(path, keys),
        code: textOf(fieldCode, keys),
      })),
      // a field the contract doesn't name: whatever a handler put there is scrubbed too
      ...({ detail: valueOf(detail, keys) } as object),
    });
  }
  if ('error' in plan) throw new Error(textOf(plan.error, keys));
  throw textOf(plan.thrown, keys);
}

/**
 * Every run of KEY_RUN_LENGTH characters of `key` but its prefix alone, and of each of its encoded
 * forms (scrub.ts `encodedForms`: hex, percent-encoded, base64 and base64url at 3 alignments, the key
 * backwards but its prefix backwards alone), lower-cased.
 */
function runsOf(key: string): string[] {
  const runs: string[] = [];
  for (let i = 1; i + KEY_RUN_LENGTH <= key.length; i++) runs.push(key.slice(i, i + KEY_RUN_LENGTH));
  const backwards = [...key].reverse().join('');
  for (const form of encodedForms(key).slice(1)) {
    const last = form === backwards ? form.length - KEY_RUN_LENGTH - 1 : form.length - KEY_RUN_LENGTH;
    for (let i = 0; i <= last; i++) runs.push(form.slice(i, i + KEY_RUN_LENGTH));
  }
  return runs.map((run) => run.toLowerCase());
}

/** `text` with every `%XX` of an ASCII byte decoded, as a reader of a percent-encoded text sees it. */
const percentDecoded = (text: string) =>
  text.replace(/%([0-7][0-9a-f])/gi, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));

let release: () => void = () => {};
afterEach(() => release());

describe('nothing of a key leaves through invokeCall', () => {
  it('has a valid input for every call', () => {
    expect(Object.keys(VALID_INPUTS).sort()).toEqual([...CALL_NAMES].sort());
    for (const name of CALL_NAMES) {
      expect(calls[name].input.safeParse(VALID_INPUTS[name]).success, name).toBe(true);
    }
  });

  for (const name of CALL_NAMES) {
    it(`${name}: generated answers and failures with keys planted in them give no run of 8 of a key`, async () => {
      let keys: string[] = [];
      release = holdKeysOf(() => keys);
      await fc.assert(
        fc.asyncProperty(fc.tuple(key, key), outcome, async (pair, plan) => {
          keys = pair;
          const handlers = { [name]: async () => run(plan, pair) } as unknown as Handlers;
          const result = await invokeCall(handlers, name, VALID_INPUTS[name]);
          const json = JSON.stringify(result).toLowerCase();
          const text = `${json}\n${percentDecoded(json)}`;
          for (const held of pair) {
            const found = runsOf(held).filter((run) => text.includes(run));
            expect(found, `${name}: ${text}`).toEqual([]);
          }
        }),
        { numRuns: 60 },
      );
    });
  }
});
