/**
 * Which schema of `shared/api/v1.json` describes a /v1 answer: the route's OpenAPI path, and the JSON
 * body it documents for a status, compiled once per operation and status (`schema-tree.ts`).
 */
import { refTarget, type Contract } from '../contract';
import { isRecord } from './dialect';
import { compileSchema, type SchemaNode } from './schema-tree';

/**
 * The OpenAPI path (relative to the v1 root) of a Fastify route under /v1: `/v1/listings/:ref` →
 * `/listings/{ref}`; undefined for anything else (no route, `/v1.json`, `/_sandbox/...`).
 */
export function operationOf(routeUrl: string | undefined): string | undefined {
  if (routeUrl === undefined || !routeUrl.startsWith('/v1/')) return undefined;
  return routeUrl.slice('/v1'.length).replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

/**
 * The compiled body schemas of one contract's GET operations, by operation and status, each compiled
 * on first use.
 */
export class ResponseSchemas {
  private readonly compiled = new Map<string, SchemaNode | null>();

  constructor(private readonly contract: Contract) {}

  /**
   * The `application/json` body schema that GET `operation` documents for `status` (the response may
   * be a `$ref` to `#/components/responses/...`), compiled; undefined when v1.json documents none.
   */
  bodyOf(operation: string | undefined, status: number): SchemaNode | undefined {
    if (operation === undefined) return undefined;
    const key = `${status} ${operation}`;
    let node = this.compiled.get(key);
    if (node === undefined) {
      const schema = rawBodySchema(this.contract.document, operation, status);
      node = schema === undefined ? null : compileSchema(this.contract.document, schema);
      this.compiled.set(key, node);
    }
    return node ?? undefined;
  }

  /** The OpenAPI paths of the GET operations v1.json describes, with the 2xx statuses each documents. */
  successes(): { operation: string; status: number }[] {
    const out: { operation: string; status: number }[] = [];
    for (const [operation, item] of Object.entries(this.contract.document.paths ?? {})) {
      const responses = (item.get as { responses?: unknown } | undefined)?.responses;
      for (const status of Object.keys(isRecord(responses) ? responses : {})) {
        if (/^2\d\d$/.test(status)) out.push({ operation, status: Number(status) });
      }
    }
    return out;
  }
}

/** The body schema as v1.json writes it (its `$ref`s not followed), or undefined. */
function rawBodySchema(document: Contract['document'], operation: string, status: number): unknown {
  const get = document.paths?.[operation]?.get as { responses?: Record<string, unknown> } | undefined;
  let response = get?.responses?.[String(status)];
  // A response may itself be `{ "$ref": "#/components/responses/NotFound" }`.
  for (let hops = 0; isRecord(response) && typeof response.$ref === 'string' && hops < 8; hops++) {
    response = refTarget(document, response.$ref);
  }
  if (!isRecord(response) || !isRecord(response.content)) return undefined;
  const json = response.content['application/json'];
  return isRecord(json) ? json.schema : undefined;
}
