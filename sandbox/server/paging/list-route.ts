/**
 * One list request from query to envelope, the same for every list route (docs/api.md §Resources, §Lists and cursors): the cursor gap, the query's `limit`, `cursor` and filters, keyset paging with
 * cursors bound to route, filters, environment and holder, `list_changed`, the projection and the
 * body (items serialized once per record, `json-body.ts`).
 *
 * What is remembered between requests (the sandbox's `ctx.listMemory`, `context.ts`, never shared
 * between two sandboxes in one process), each valid only for exactly the same input: a first-page
 * query already read (the same request-target reads the same way; a bad one is never kept), a page
 * already walked and written at the same collection revision (`page-cache.ts`), and the next cursor
 * issued for that page in the same millisecond (the same payload has the same HMAC).
 */
import type { FastifyRequest } from 'fastify';
import { PAGE_LIMIT_MAX } from '@dispatch/shared/domain/vocabulary';
import type { SandboxContext } from '../context';
import { canonicalJson, type CursorBinding, type CursorCodec, type CursorState } from './cursor';
import type { BodyWriter } from '../http/json-body';
import type { CachedPage } from './page-cache';
import { servePage, type PagedCollection } from './paging';
import type { ParamProblem, ParamValidator, ParamValues } from '../http/params';
import { readParams } from '../http/route-kit';

/**
 * The sandbox's cursor codec for one request, remembering on the page read (`collection.used()`) the
 * cursor it issued last: the same page served again in the same millisecond, at the same revision,
 * gets that very cursor (the HMAC of the same payload), and so the same body.
 */
class PageCursors<T> implements Pick<CursorCodec, 'open' | 'issue'> {
  /** The page's last answer, once `issue` ran (null: no kept page). */
  answer: CachedPage<T>['answer'] | null = null;

  constructor(
    private readonly codec: CursorCodec,
    private readonly collection: { used(): CachedPage<T> | null },
  ) {}

  open(token: string, binding: CursorBinding, now: number): CursorState {
    return this.codec.open(token, binding, now);
  }

  issue(binding: CursorBinding, state: CursorState): string {
    const page = this.collection.used();
    const last = page?.answer;
    if (last && last.issuedAt === state.issuedAt && last.revision === state.revision) {
      this.answer = last;
      return last.cursor;
    }
    const cursor = this.codec.issue(binding, state);
    if (page)
      this.answer = page.answer = { issuedAt: state.issuedAt, revision: state.revision, cursor, body: null };
    return cursor;
  }
}

/** A list query read and checked: its filters (and their canonical JSON), limit and cursor. */
interface ListQuery<F> {
  filters: F;
  filtersText: string;
  limit: number;
  cursor: string | undefined;
}

/** Most first-page queries remembered per sandbox. */
const QUERY_MEMO_SIZE = 512;

/**
 * Reads and checks the list query of `request` (see `serveList`). A first-page query (no cursor) that
 * was read before is answered from memory: the same request-target on the same route always reads
 * the same (valid) way; a bad one is never kept, it throws each time.
 * @throws ApiError 400 `invalid_request`
 */
function readListQuery<T extends object, F extends object, U>(
  ctx: SandboxContext,
  request: FastifyRequest,
  spec: ListSpec<T, F, U>,
): ListQuery<F> {
  const raw = request.query as Record<string, unknown>;
  // First-page queries already read, by route and request-target (their reading is pure).
  const memo = ctx.listMemory.queries;
  const key = raw.cursor === undefined ? `${spec.route}\n${request.url}` : null;
  const known = key === null ? undefined : memo.get(key);
  if (known) return known as ListQuery<F>;
  const read = readParams(spec.query, raw, 'query', (values) => {
    const { filters, problems } = spec.filters ? spec.filters(values) : { filters: {} as F, problems: [] };
    return {
      result: {
        filters,
        filtersText: canonicalJson(filters),
        limit: typeof values.limit === 'number' ? values.limit : PAGE_LIMIT_MAX,
        cursor: typeof values.cursor === 'string' ? values.cursor : undefined,
      },
      problems,
    };
  });
  if (key !== null) {
    memo.set(key, read);
    if (memo.size > QUERY_MEMO_SIZE) memo.delete(memo.keys().next().value!);
  }
  return read;
}

/** How one list route reads its query and finds its list. */
export interface ListSpec<T extends object, F extends object, U> {
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
  /** The API projection of one item; it must give the same JSON for the same record and `variant`. */
  project: (item: T) => U;
  /**
   * Which projection an item gets when that depends on the caller (e.g. 1 = with the transport
   * stage); default 0 for every item.
   */
  variant?: (item: T) => number;
  /** The route's page writer (`BodyWriter.forRoute(contract, path)`). */
  body: BodyWriter<T>;
}

/**
 * Serves one page of the list `spec` describes for `request`: the JSON body of the list envelope
 * (docs/api.md §Resources: `{ data, hasMore, nextCursor }`, `nextCursor` null on the last page) as UTF-8.
 * @throws ApiError 429 `rate_limited` (cursor 400 ms or less after the holder's previous request on
 *   the route), 400 `invalid_request` (one `fields` entry per bad parameter, `invalid_cursor`), 409
 *   `cursor_mismatch` / `cursor_expired` / `list_changed`, and whatever `spec.collection` throws
 */
export function serveList<T extends object, F extends object, U>(
  ctx: SandboxContext,
  request: FastifyRequest,
  spec: ListSpec<T, F, U>,
): Buffer {
  const raw = request.query as Record<string, unknown>;
  ctx.gap.arrive(spec.holder, spec.route, raw.cursor !== undefined);
  const { filters, limit, cursor, filtersText } = readListQuery(ctx, request, spec);
  // The page cache's list key: the route, the holder (projections may depend on the caller) and
  // the filters (limit and position are added per page).
  const collection = ctx.listMemory.pages.wrap(
    spec.collection(filters),
    `${spec.route}\n${spec.holder}\n${filtersText}`,
  );
  const codec = new PageCursors(ctx.cursors, collection);
  const page = servePage(codec, collection, {
    binding: {
      route: spec.route,
      filters: filters as Readonly<Record<string, unknown>>,
      filtersText,
      environment: ctx.environment,
      holder: spec.holder,
    },
    cursor,
    limit,
    now: ctx.now(),
  });
  const { body, project, variant } = spec;
  const cached = collection.used();
  const answer = codec.answer;
  if (answer?.body && answer.cursor === page.nextCursor) return answer.body;
  let json = cached?.json ?? null;
  if (!json) {
    json = body.array(page.items.map((item) => body.item(item, project, variant ? variant(item) : 0)));
    if (cached) cached.json = json;
  }
  const out = body.body(json, { hasMore: page.hasMore, nextCursor: page.nextCursor });
  if (answer && answer.cursor === page.nextCursor) answer.body = out;
  return out;
}
