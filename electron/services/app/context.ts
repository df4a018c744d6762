/**
 * What every handler of the renderer-main contract is given: the session (environment, key, API
 * client) and, per call, an abort signal. One handler file per resource (handlers/*.ts) takes a
 * `ServiceContext` and returns its calls' handlers.
 */
import type { CallName, CallOutput, ParsedCallInput } from '../../../shared/contract/calls';
import type { ApiClient } from '../api/client';
import type { Desk } from '../db/desk';
import type { Gazetteer } from '../gazetteer/deadhead';
import type { SessionState } from './session-state';

/** Per-call context: `signal` aborts when the renderer withdraws the call (or its connection closes). */
export interface CallContext {
  signal?: AbortSignal;
}

/** One handler per contract call: takes the parsed input, resolves the call's output, rejects on failure. */
export type Handlers = {
  [N in CallName]: (input: ParsedCallInput<N>, call?: CallContext) => Promise<CallOutput<N>>;
};

/** The handlers of some calls (one resource's). */
export type HandlerGroup<N extends CallName> = Pick<Handlers, N>;

/** What handlers use of the running services. */
export interface ServiceContext {
  /** The API client of the current environment (see session-state.ts). */
  client(): Promise<ApiClient>;
  /** The session: environment, key, demo accounts. */
  session: SessionState;
  /** The app's own place data (deadhead distances). */
  gazetteer: Gazetteer;
  /** The local database of saved searches and seen marks, opened on first use. */
  desk(): Desk;
}
