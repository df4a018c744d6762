/**
 * What a dialect is: a plausible other answer to points the published API leaves "not shown"
 * (docs/api.md §Where the real exchange may differ), so a client can prove it survives the real
 * exchange. The standard sandbox answers each point the way docs/api.md decided; a dialect answers it
 * differently. `index.ts` lists them and installs them on a server.
 */
import type { ApiError } from '../http/api-error';
import type { Contract } from '../contract';
import type { PlacesAnswer } from '../context';

/** Every dialect's name, in the order usage texts and the README list them. */
export const DIALECT_NAMES = [
  'bare-wrappers',
  'error-codes',
  'estimate-body',
  'places-unranked',
  'local-names',
  'foreign-enums',
  'all-nulls',
  'no-retry-after',
] as const;

/** The name of one dialect (`--dialect NAME`). */
export type DialectName = (typeof DIALECT_NAMES)[number];

/** One /v1 answer, as a dialect's body rewrite sees it before it is sent. */
export interface DialectAnswer {
  /**
   * The OpenAPI path (relative to the v1 root, as in `shared/api/v1.json`) of the route that answered,
   * e.g. `/listings/{ref}`; undefined when no route did (an unknown path).
   */
  operation: string | undefined;
  /** The HTTP status about to be sent. */
  status: number;
  /** The parsed JSON body; a rewrite may change it in place and return it. */
  body: unknown;
}

/** What one dialect does on one server; made per server by `Dialect.create`, so counters are per sandbox. */
export interface DialectHooks {
  /**
   * Called for every request under /v1 once the request guard passed (before injected faults and the
   * key check): an error to answer instead of the route, or undefined to go on. `url` is the request's
   * path and query, as sent.
   */
  refuse?(url: string): ApiError | undefined;
  /** The JSON body to send instead of `answer.body` (any /v1 answer, 2xx or error, GET or HEAD). */
  rewrite?(answer: DialectAnswer): unknown;
  /** Header names (lower-case) to remove from a /v1 answer with `status`. */
  dropHeaders?(status: number): readonly string[];
}

/** One dialect: its name, one line about it, and how it changes the server. */
export interface Dialect {
  name: DialectName;
  /** One line: what the answers look like under this dialect (`--help`, the startup text). */
  summary: string;
  /** How `GET /v1/places` answers under this dialect; absent = unchanged (`places/routes.ts`). */
  placesAnswer?: PlacesAnswer;
  /** The hooks of one server over `contract` (`shared/api/v1.json`, which schema-driven dialects walk). */
  create(contract: Contract): DialectHooks;
}

/** True for a plain JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
