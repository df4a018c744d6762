/**
 * `all-nulls`: every nullable field is null. docs/api.md §Resources: "nullable" means the field is always
 * there and its value may be `null`; a client must show every such field's absence. Under this dialect,
 * in every 2xx JSON body under /v1, every property that the body's schema in `shared/api/v1.json`
 * marks nullable (`type` includes `"null"`, `nullable: true`, or a `oneOf`/`anyOf` branch is null;
 * found by walking the schema, `schema-tree.ts`) and that the body has is `null`. That includes the
 * envelope's `nextCursor` (a page may then say `hasMore: true` with no cursor to go on with) and
 * objects such as the estimate's `from`, `to` and `price`. A property left out (the transport stage
 * for callers who may not see it) stays out.
 */
import type { Contract } from '../contract';
import type { Dialect } from './dialect';
import { ResponseSchemas } from './response-schemas';
import { eachNode, walkValue } from './schema-tree';

/**
 * The nullable properties of the 2xx body of GET `operation` (paths like `data[].transportStage`), as
 * this dialect finds them; for tests and documentation.
 */
export function nullableProperties(contract: Contract, operation: string, status = 200): string[] {
  const body = new ResponseSchemas(contract).bodyOf(operation, status);
  const out: string[] = [];
  if (body) {
    eachNode(body, (node, path) => {
      if (node.nullable && path !== '' && !path.endsWith('[]')) out.push(path);
    });
  }
  return out;
}

/** The `all-nulls` dialect: nulls every nullable property of a 2xx body (see the file's comment). */
export const allNulls: Dialect = {
  name: 'all-nulls',
  summary:
    "every field v1.json marks nullable is null (nextCursor, dates, budgets, the estimate's price, ...)",
  create(contract) {
    const schemas = new ResponseSchemas(contract);
    return {
      rewrite({ operation, status, body }) {
        if (status < 200 || status > 299) return body;
        const schema = schemas.bodyOf(operation, status);
        if (!schema) return body;
        walkValue(schema, body, (slot) => {
          if (slot.node.nullable && typeof slot.key === 'string') {
            (slot.holder as Record<string, unknown>)[slot.key] = null;
          }
        });
        return body;
      },
    };
  },
};
