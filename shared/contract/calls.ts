/**
 * The one contract for renderer -> main calls, gathered from one file per resource (session,
 * listings, vehicles, offers, places, costs, companies, events, desk, activity, notes). Each call has a zod input schema
 * (validated at runtime by whichever host binds it: Electron IPC or the browser host) and an output
 * type. Hosts bind every name in `calls` once; the renderer calls them through its transport.
 * A new resource adds one file here and one line in each of `calls` and `CallOutputs`.
 */
import { activityCalls, type ActivityOutputs } from './activity';
import { companyCalls, type CompanyOutputs } from './companies';
import { costCalls, type CostOutputs } from './costs';
import { deskCalls, type DeskOutputs } from './desk';
import { eventCalls, type EventOutputs } from './events';
import { listingCalls, type ListingOutputs } from './listings';
import { noteCalls, type NoteOutputs } from './notes';
import { offerCalls, type OfferOutputs } from './offers';
import { placeCalls, type PlaceOutputs } from './places';
import { sessionCalls, type SessionOutputs } from './session';
import { vehicleCalls, type VehicleOutputs } from './vehicles';
import type { z } from 'zod';

export * from './activity';
export * from './common';
export * from './companies';
export * from './costs';
export * from './desk';
export * from './events';
export * from './listings';
export * from './notes';
export * from './offers';
export * from './places';
export * from './session';
export * from './vehicles';

export const calls = {
  ...sessionCalls,
  ...listingCalls,
  ...vehicleCalls,
  ...offerCalls,
  ...placeCalls,
  ...costCalls,
  ...companyCalls,
  ...eventCalls,
  ...deskCalls,
  ...activityCalls,
  ...noteCalls,
} as const;

/** Output type of each call. */
export interface CallOutputs
  extends
    SessionOutputs,
    ListingOutputs,
    VehicleOutputs,
    OfferOutputs,
    PlaceOutputs,
    CostOutputs,
    CompanyOutputs,
    EventOutputs,
    DeskOutputs,
    ActivityOutputs,
    NoteOutputs {}

export type CallName = keyof typeof calls;
export type CallInput<N extends CallName> = z.input<(typeof calls)[N]['input']>;
export type ParsedCallInput<N extends CallName> = z.output<(typeof calls)[N]['input']>;
export type CallOutput<N extends CallName> = CallOutputs[N];

/** Every call name, in a stable order (hosts bind each once). */
export const CALL_NAMES = Object.keys(calls) as CallName[];
