/**
 * The one contract for renderer -> main calls, gathered from one file per resource (session,
 * listings, vehicles, offers, places, costs, companies, events, desk, activity, notes, desktop, trucks). Each call is
 * declared once, in its resource's group, with its zod input schema (validated at runtime by
 * whichever host binds it: Electron IPC or the browser host) and its output type beside it
 * (shared/contract/call.ts). Everything here is derived from `callGroups`: hosts bind every name in
 * `calls` once; the renderer calls them through its transport. A new resource adds one file here and
 * one line in `callGroups` (docs/architecture.md §How to add → A call).
 */
import type { z } from 'zod';
import { activityCalls } from './activity';
import type { CallSpec, OutputsOf } from './call';
import { companyCalls } from './companies';
import { costCalls } from './costs';
import { deskCalls } from './desk';
import { desktopCalls } from './desktop';
import { eventCalls } from './events';
import { listingCalls } from './listings';
import { noteCalls } from './notes';
import { offerCalls } from './offers';
import { placeCalls } from './places';
import { sessionCalls } from './session';
import { truckCalls } from './trucks';
import { vehicleCalls } from './vehicles';

export * from './activity';
export * from './common';
export * from './companies';
export * from './costs';
export * from './desk';
export * from './desktop';
export * from './events';
export * from './listings';
export * from './notes';
export * from './offers';
export * from './places';
export * from './session';
export * from './trucks';
export * from './vehicles';

/**
 * Every resource's calls, by resource: the one list a new resource joins. The handlers are assembled
 * by the same names (electron/services/app/services.ts), so a group without handlers does not compile.
 */
export const callGroups = {
  session: sessionCalls,
  listings: listingCalls,
  vehicles: vehicleCalls,
  offers: offerCalls,
  places: placeCalls,
  costs: costCalls,
  companies: companyCalls,
  events: eventCalls,
  desk: deskCalls,
  activity: activityCalls,
  notes: noteCalls,
  desktop: desktopCalls,
  trucks: truckCalls,
} as const;

/** The groups of the contract, by resource name (`CallGroups['vehicles']` is `typeof vehicleCalls`). */
export type CallGroups = typeof callGroups;
/** A resource's name in `callGroups`. */
export type CallGroupName = keyof CallGroups;

type AnyGroup = CallGroups[CallGroupName];
/** The names of every group, each group's own (distributes over the union, where `keyof` would keep only shared names). */
type NamesOf<G> = G extends unknown ? keyof G & string : never;

/** Every call's name, from every group. */
export type CallName = NamesOf<AnyGroup>;

/** Every call of the contract, by name: the groups merged (each name belongs to exactly one group). */
export type Calls = { [N in CallName]: Extract<AnyGroup, Record<N, CallSpec>>[N] };

/** Every call of the contract, by name, merged from `callGroups` in their order. */
export const calls: Calls = Object.assign({}, ...Object.values(callGroups));

/** Output type of each call, derived from the output declared beside its input. */
export type CallOutputs = OutputsOf<Calls>;
/** Input of call `N` as a caller writes it (before the schema's defaults and transforms). */
export type CallInput<N extends CallName> = z.input<Calls[N]['input']>;
/** Output of call `N`. */
export type CallOutput<N extends CallName> = CallOutputs[N];

/** Every call name, in a stable order (hosts bind each once). */
export const CALL_NAMES = Object.keys(calls) as CallName[];
