/**
 * Checks a response the sandbox gave against the contract `shared/api/v1.json` with the OpenAPI
 * validator of `openapi-backend` (its router matches the request path to the operation; its
 * validators check the JSON body and the documented headers per status), compiled with ajv's JSON
 * Schema 2020-12 dialect (OpenAPI 3.1) and ajv-formats. Used by the test harness (`http.ts`).
 *
 * What is checked, for a non-HEAD request under /v1:
 * - the status is one the operation documents (the library alone lets an undocumented one pass);
 * - the headers the operation documents for that status are present and match their schemas;
 * - the `Content-Type` is a documented media type, and the body parses and matches its schema.
 * Two rules of docs/api.md §Errors that v1.json expresses only as reusable responses are added to the
 * document the validator reads, as operations: any method but GET/HEAD on a documented path answers
 * `MethodNotAllowed` (or `Unauthorized`/`RateLimited`/`InternalError`: the key check and the budget
 * run first), and a path under /v1 that matches no route answers `NotFound` (same three besides).
 * HEAD and anything outside /v1 (`/v1.json`, `/_sandbox/...`) are not checked here.
 */
import { Ajv2020 } from 'ajv/dist/2020';
import { OpenAPIBackend, SetMatchType, type Operation, type Options } from 'openapi-backend';
import { isV1Path } from '../server/http/app';
import { loadContract } from '../server/contract';
import { addFormats } from '../server/http/params';

/** One HTTP exchange as the harness saw it. */
export interface SeenResponse {
  /** Upper-case method. */
  method: string;
  /** Path and query, relative to the origin (`/v1/listings?limit=2`). */
  url: string;
  status: number;
  /** Header names lower-case. */
  headers: Record<string, string>;
  /** The raw body ('' when empty). */
  text: string;
}

/** The result of a check: skipped (not a JSON API answer), or the operation and what broke. */
export type ContractVerdict =
  { checked: false; reason: string } | { checked: true; operation: string; problems: string[] };

/** Methods other than GET/HEAD; v1 answers them 405 on every documented path. */
const REFUSED_METHODS = ['post', 'put', 'patch', 'delete', 'options'] as const;
/** The synthetic operation that describes an unknown path under /v1. */
const UNKNOWN_ROUTE = 'harness.unknownRoute';
const UNKNOWN_ROUTE_PATH = '/{harness-unknown-route}';

type Document = Options['definition'] & object;
type Responses = Record<string, { content?: Record<string, unknown> }>;

let backend: Promise<OpenAPIBackend> | undefined;

/** The validator over the (augmented) contract, built once per process. */
function validatorBackend(): Promise<OpenAPIBackend> {
  backend ??= (async () => {
    const api = new OpenAPIBackend({
      definition: harnessDocument(loadContract().document) as unknown as Document,
      apiRoot: '/v1',
      // `quick` skips the library's own check of the document, which knows OpenAPI 3.0 only; the
      // document is linted as 3.1 by shared/api/v1.test.ts (@redocly/openapi-core).
      quick: true,
      ignoreTrailingSlashes: false,
      ajvOpts: { allErrors: true },
      customizeAjv: (_original, options) => {
        const ajv = new Ajv2020({ ...options, strict: false, allErrors: true });
        addFormats(ajv);
        return ajv as unknown as ReturnType<NonNullable<Options['customizeAjv']>>;
      },
    });
    await api.init();
    return api;
  })();
  return backend;
}

/**
 * Checks `seen` against v1.json (see the module comment for what is checked).
 * @returns `{ checked: false }` for HEAD and paths outside /v1; else the operation (`operationId`,
 *   method and path template) and one line per problem (empty when the response is honest)
 */
export async function checkAgainstContract(seen: SeenResponse): Promise<ContractVerdict> {
  const path = seen.url.split('?')[0] ?? seen.url;
  if (!isV1Path(path)) return { checked: false, reason: 'outside /v1' };
  if (seen.method === 'HEAD') return { checked: false, reason: 'HEAD has no body' };
  const api = await validatorBackend();
  // Every method but GET/HEAD has the refused operations' responses; POST stands in for them all, as
  // the router knows only OpenAPI's methods (not QUERY, PROPFIND, ...).
  const method = seen.method === 'GET' ? 'GET' : 'POST';
  const operation =
    api.router.matchOperation({ method, path, headers: {} }) ?? api.router.getOperation(UNKNOWN_ROUTE);
  if (!operation) throw new Error('harness: the unknown-route operation is missing');
  const name = `${operation.operationId} (${operation.method.toUpperCase()} ${operation.path})`;
  return { checked: true, operation: name, problems: problemsOf(api, operation, seen) };
}

function problemsOf(api: OpenAPIBackend, operation: Operation, seen: SeenResponse): string[] {
  const responses = (operation.responses ?? {}) as Responses;
  const documented = responseFor(responses, seen.status);
  if (!documented) {
    return [`status ${seen.status} is not documented (documented: ${Object.keys(responses).join(', ')})`];
  }
  const problems: string[] = [];
  const headers = api.validator.validateResponseHeaders(seen.headers, operation, {
    statusCode: seen.status,
    setMatchType: SetMatchType.Superset,
  });
  for (const e of headers.errors ?? [])
    problems.push(`header ${describeAjvError(e, { headers: seen.headers }, '/headers')}`);

  const mediaTypes = Object.keys(documented.content ?? {});
  if (mediaTypes.length === 0) {
    if (seen.text !== '') problems.push(`a body was sent where none is documented: ${snippet(seen.text)}`);
    return problems;
  }
  const contentType = (seen.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '';
  if (!mediaTypes.includes(contentType)) {
    problems.push(`Content-Type "${contentType}" is not documented (documented: ${mediaTypes.join(', ')})`);
  }
  let body: unknown;
  try {
    body = JSON.parse(seen.text);
  } catch {
    problems.push(`the body is not JSON: ${snippet(seen.text)}`);
    return problems;
  }
  const result = api.validator.validateResponse(body, operation, seen.status);
  for (const e of result.errors ?? []) problems.push(`body ${describeAjvError(e, body, '')}`);
  return problems;
}

/** The documented response for `status`: exact code, then `4XX`-style range, then `default`. */
function responseFor(responses: Responses, status: number): Responses[string] | undefined {
  return responses[String(status)] ?? responses[`${Math.floor(status / 100)}XX`] ?? responses.default;
}

interface AjvErrorLike {
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/**
 * `/data/price/value: must be number {"type":"number"} (got "abc")`: the failing field's path (an
 * extra property's own path), ajv's message and params, and the value found there.
 */
function describeAjvError(error: AjvErrorLike, data: unknown, strip: string): string {
  const extra = error.params?.additionalProperty;
  const pointer = typeof extra === 'string' ? `${error.instancePath}/${extra}` : error.instancePath;
  const at = pointer.startsWith(strip) ? pointer.slice(strip.length) : pointer;
  const params =
    error.params && Object.keys(error.params).length > 0 ? ` ${JSON.stringify(error.params)}` : '';
  const value = valueAt(data, pointer);
  const got = value === undefined ? '' : ` (got ${snippet(JSON.stringify(value))})`;
  return `${at || '/'}: ${error.message ?? 'is not valid'}${params}${got}`;
}

function valueAt(data: unknown, pointer: string): unknown {
  let node = data;
  for (const part of pointer.split('/').slice(1)) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

function snippet(text: string): string {
  return text.length > 160 ? `${text.slice(0, 160)}...` : text;
}

/**
 * A deep copy of the contract with the two rules of the module comment added as operations: the
 * refused methods on every documented path, and the unknown route.
 */
function harnessDocument(document: ReturnType<typeof loadContract>['document']): Record<string, unknown> {
  const copy = structuredClone(document) as { paths: Record<string, Record<string, unknown>> };
  const response = (name: string) => ({ $ref: `#/components/responses/${name}` });
  // A function: each operation needs its own `$ref` objects (the dereferencer resolves a shared one once).
  const common = () => ({
    '414': response('UriTooLong'),
    '421': response('MisdirectedRequest'),
    '431': response('HeadersTooLarge'),
    '401': response('Unauthorized'),
    '429': response('RateLimited'),
    '500': response('InternalError'),
  });
  for (const [path, item] of Object.entries(copy.paths)) {
    for (const method of REFUSED_METHODS) {
      item[method] ??= {
        operationId: `harness.refused.${method}.${path}`,
        responses: { ...common(), '405': response('MethodNotAllowed') },
      };
    }
  }
  copy.paths[UNKNOWN_ROUTE_PATH] = {
    get: { operationId: UNKNOWN_ROUTE, responses: { ...common(), '404': response('NotFound') } },
  };
  return copy;
}
