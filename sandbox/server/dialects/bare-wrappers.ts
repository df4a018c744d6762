/**
 * `bare-wrappers`: a single resource comes bare. docs/api.md §Resources decided that a single offer and
 * a single free vehicle come as `{ "data": <object> }` like a listing and a company, and that the cost
 * estimate does too (the spec shows neither); this dialect answers every such route with the object
 * itself. Which routes: those whose 2xx body in `shared/api/v1.json` is `{ data }` holding one object,
 * i.e. `GET /listings/{ref}`, `/vehicles/{id}`, `/offers/{id}`, `/companies/{id}` and `/cost-estimate`.
 * Lists (`{ data, hasMore, nextCursor }`, and `{ data: [...] }`) and errors are unchanged.
 */
import { isRecord, type Dialect } from './dialect';
import { ResponseSchemas } from './response-schemas';
import type { SchemaNode } from './schema-tree';

/** Whether a compiled body schema is the single-resource envelope `{ data: <object> }`. */
export function isSingleResource(body: SchemaNode): boolean {
  const data = body.properties?.get('data');
  return body.properties?.size === 1 && data?.properties !== undefined && data.items === undefined;
}

/** The `bare-wrappers` dialect: unwraps `{ data }` around a single resource (see the file's comment). */
export const bareWrappers: Dialect = {
  name: 'bare-wrappers',
  summary:
    'single resources (a listing, vehicle, offer, company, the cost estimate) come bare, not in { data }',
  create(contract) {
    const schemas = new ResponseSchemas(contract);
    return {
      rewrite({ operation, status, body }) {
        if (status < 200 || status > 299 || !isRecord(body) || !isRecord(body.data)) return body;
        const schema = schemas.bodyOf(operation, status);
        return schema && isSingleResource(schema) ? body.data : body;
      },
    };
  },
};
