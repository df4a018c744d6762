/**
 * The OpenAPI 3.1 description `shared/api/v1.json` as the sandbox uses it: served at `GET /v1.json`
 * and the single source of each route's query and path parameters (their JSON schemas and bounds).
 * Read once per process, located relative to this module.
 */
import { readFileSync } from 'node:fs';

/** One OpenAPI parameter after `$ref` resolution: its schema is self-contained (no `$ref`). */
export interface ContractParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  schema: Record<string, unknown>;
}

/** The parsed document (only what the sandbox reads is typed) and its original text. */
export interface Contract {
  text: string;
  document: { paths?: Record<string, Record<string, unknown>>; [key: string]: unknown };
}

/**
 * v1.json, two folders up: from `sandbox/server/` here and from `dist/electron/` in the embedded
 * sandbox's bundle (build/bundle-electron.ts), which the packaged app ships beside `shared/api/v1.json`.
 * So this module stays two folders deep (`sandbox/server/contract.ts`), beside `context.ts`.
 */
const CONTRACT_URL = new URL('../../shared/api/v1.json', import.meta.url);
let cached: Contract | undefined;

/**
 * Reads and parses `shared/api/v1.json` (memoised per process).
 * @throws Error when the file is missing or is not JSON: the sandbox cannot validate without it.
 */
export function loadContract(): Contract {
  if (cached) return cached;
  const text = readFileSync(CONTRACT_URL, 'utf8');
  cached = { text, document: JSON.parse(text) as Contract['document'] };
  return cached;
}

/**
 * The parameters of GET on `path` (an OpenAPI path relative to the v1 root, e.g. `/listings/{ref}`),
 * path-item parameters merged with the operation's (the operation's win), every `$ref` inlined.
 * @throws Error when the document has no such operation (a route must be described before it exists).
 */
export function operationParameters(contract: Contract, path: string): ContractParameter[] {
  const item = contract.document.paths?.[path];
  const operation = item?.get as { parameters?: unknown[] } | undefined;
  if (!item || !operation) throw new Error(`v1.json describes no GET ${path}`);
  const merged = new Map<string, ContractParameter>();
  const raw = [...((item.parameters as unknown[] | undefined) ?? []), ...(operation.parameters ?? [])];
  for (const entry of raw) {
    const p = resolve(contract.document, entry) as Partial<ContractParameter> & { schema?: unknown };
    if (typeof p.name !== 'string' || typeof p.in !== 'string') throw new Error(`bad parameter in ${path}`);
    merged.set(`${p.in}:${p.name}`, {
      name: p.name,
      in: p.in,
      required: p.required === true || p.in === 'path',
      schema: (resolve(contract.document, p.schema ?? {}) ?? {}) as Record<string, unknown>,
    });
  }
  return [...merged.values()];
}

/**
 * The JSON Schema of the `application/json` 200 body that GET on `path` (relative to the v1 root)
 * documents, every `$ref` inlined (a fresh copy per call).
 * @throws Error when the document has no such operation, status or JSON body
 */
export function responseBodySchema(contract: Contract, path: string): Record<string, unknown> {
  const operation = contract.document.paths?.[path]?.get as { responses?: unknown } | undefined;
  const responses = resolve(contract.document, operation?.responses ?? {}) as Record<
    string,
    { content?: Record<string, { schema?: Record<string, unknown> }> }
  >;
  const schema = responses['200']?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`v1.json describes no JSON 200 body for GET ${path}`);
  return schema;
}

/** Deep copy of `value` with every local `$ref` (`#/...`) replaced by its target; cycles throw. */
function resolve(document: unknown, value: unknown, seen: readonly string[] = []): unknown {
  if (Array.isArray(value)) return value.map((v) => resolve(document, v, seen));
  if (value === null || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  const ref = object.$ref;
  if (typeof ref === 'string') {
    if (seen.includes(ref)) throw new Error(`v1.json: circular $ref ${ref}`);
    const { $ref: _ignored, ...siblings } = object;
    const target = resolve(document, refTarget(document, ref), [...seen, ref]) as Record<string, unknown>;
    return { ...target, ...(resolve(document, siblings, seen) as Record<string, unknown>) };
  }
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(object)) out[key] = resolve(document, v, seen);
  return out;
}

/**
 * The value a local `$ref` (`#/components/schemas/Listing`) points at in `document`.
 * @throws Error for a `$ref` that is not local or does not resolve
 */
export function refTarget(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`v1.json: only local $ref is supported (${ref})`);
  let node: unknown = document;
  for (const part of ref.slice(2).split('/')) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
    if (node === undefined) throw new Error(`v1.json: unresolved $ref ${ref}`);
  }
  return node;
}
