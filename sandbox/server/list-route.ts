/**
 * One list request from query to envelope, the same for every list route (spec 2, 8; DECISIONS
 * "Lists and cursors"): the cursor gap, the query's `limit`, `cursor` and filters, keyset paging with
 * cursors bound to route, filters, environment and holder, `list_changed`, and the projection.
 */
import type { FastifyRequest } from 'fastify';
import { PAGE_LIMIT_MAX } from '../../shared/domain/vocabulary';
import type { SandboxContext } from './context';
import { servePage, type PagedCollection } from './paging';
import type { ParamProblem, ParamValidator, ParamValues } from './params';
import { readParams } from './route-kit';

/** How one list route reads its query and finds its list. */
export interface ListSpec<T, F extends object, U> {
  /** The cursor route name (binding and cursor gap), distinct per list route, e.g. `offers/mine`. */
  route: string;
  /** `Caller.holder` (the key's account or the address). */
  holder: string;
  /** The route's compiled query validator (`operationParams(...).query`). */
  query: ParamValidator;
  /**
   * The normalised filters of the validated query values (not `limit`/`cursor`) and the problems the
   * schema cannot state; they bind the cursor. Default: no filters. Path parameters that select the
   * list (e.g. a listing's `ref`) belong here too.
   */
  filters?: (values: ParamValues) => { filters: F; problems: ParamProblem[] };
  /**
   * The filtered list, called once the query is valid.
   * @throws ApiError (e.g. 404) when the list is not the caller's to read
   */
  collection: (filters: F) => PagedCollection<T>;
  /** The API projection of one item. */
  project: (item: T) => U;
}

/** A list envelope (spec 2): `nextCursor` null on the last page (`hasMore: false`). */
export interface ListEnvelope<U> {
  data: U[];
  hasMore: boolean;
  nextCursor: string | null;
}

/**
 * Serves one page of the list `spec` describes for `request`.
 * @throws ApiError 429 `rate_limited` (cursor 400 ms or less after the holder's previous request on
 *   the route), 400 `invalid_request` (one `fields` entry per bad parameter, `invalid_cursor`), 409
 *   `cursor_mismatch` / `cursor_expired` / `list_changed`, and whatever `spec.collection` throws
 */
export function serveList<T, F extends object, U>(
  ctx: SandboxContext,
  request: FastifyRequest,
  spec: ListSpec<T, F, U>,
): ListEnvelope<U> {
  const raw = request.query as Record<string, unknown>;
  ctx.gap.arrive(spec.holder, spec.route, raw.cursor !== undefined);
  const { filters, limit, cursor } = readParams(spec.query, raw, 'query', (values) => {
    const { filters, problems } = spec.filters ? spec.filters(values) : { filters: {} as F, problems: [] };
    return {
      result: {
        filters,
        limit: typeof values.limit === 'number' ? values.limit : PAGE_LIMIT_MAX,
        cursor: typeof values.cursor === 'string' ? values.cursor : undefined,
      },
      problems,
    };
  });
  const page = servePage(ctx.cursors, spec.collection(filters), {
    binding: {
      route: spec.route,
      filters: { ...filters } as Readonly<Record<string, unknown>>,
      environment: ctx.environment,
      holder: spec.holder,
    },
    cursor,
    limit,
    now: ctx.now(),
  });
  return { data: page.items.map(spec.project), hasMore: page.hasMore, nextCursor: page.nextCursor };
}
