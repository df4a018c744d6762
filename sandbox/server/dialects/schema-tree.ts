/**
 * The response schemas of `shared/api/v1.json` compiled into a tree that a JSON body can be walked
 * along: `$ref`s followed (a component's name kept), nullable unions (`type: [..., "null"]`,
 * `nullable: true`, `oneOf`/`anyOf` with a null branch) merged into one node that says it is nullable.
 * The schema-driven dialects (`foreign-enums`, `all-nulls`) find their fields here instead of from a
 * hand-written list, so a field added to v1.json is covered without touching them.
 */
import { refTarget } from '../contract';
import { isRecord } from './dialect';

/** A JSON Schema object as v1.json writes it (`$ref`s not yet followed). */
type Schema = Record<string, unknown>;

/** One schema of a response body, compiled. */
export interface SchemaNode {
  /**
   * What the node is called, for tables keyed by schema: the v1.json component's name when the schema
   * (or its non-null branch) is one (`Listing`, `TruckType`, `TransportStage`), else the owner's name
   * and the property (`Company.anafStatus`, `PricePosition.position`), `[]` added for array entries.
   */
  label: string;
  /**
   * Whether `null` is a value of the schema (docs/api.md §Resources: "nullable" means the field is
   * always there and may be null): its `type` includes `"null"`, it says `nullable: true`, its `enum`
   * or `const` is null, or a `oneOf`/`anyOf` branch is.
   */
  nullable: boolean;
  /** The string values of its `enum` (or of a branch's); undefined when the schema is no enum. */
  enumValues?: readonly string[];
  /** The properties an object declares, in the order v1.json lists them. */
  properties?: ReadonlyMap<string, SchemaNode>;
  /** The schema of an array's entries. */
  items?: SchemaNode;
}

/** One value a walk reached: `holder[key]`, described by `node`. */
export interface Slot {
  /** The object (for a property) or array (for an entry) that holds the value. */
  holder: Record<string, unknown> | unknown[];
  /** The property name, or the entry's index. */
  key: string | number;
  node: SchemaNode;
}

/** A schema with its `$ref` chain followed: the target (its siblings merged in) and the last name. */
interface Followed {
  schema: Schema;
  name: string | undefined;
}

/**
 * Compiles `schema` (any schema of `document`, e.g. a response's `{ "$ref": "#/components/schemas/
 * ListingPage" }`). `label` names the node when it is no component.
 * @throws Error for a `$ref` that is not local, does not resolve, or loops
 */
export function compileSchema(document: unknown, schema: unknown, label = 'body'): SchemaNode {
  return compile(document, schema, label, []);
}

function compile(document: unknown, schema: unknown, fallback: string, refs: readonly string[]): SchemaNode {
  const own = follow(document, schema, refs);
  const alternatives = branchesOf(document, own, refs);
  const nonNull = alternatives.filter((b) => !isOnlyNull(b.schema));
  const enumBranch = nonNull.find((b) => Array.isArray(b.schema.enum));
  const objectBranch = nonNull.find((b) => isRecord(b.schema.properties));
  const arrayBranch = nonNull.find((b) => b.schema.items !== undefined);
  const label = (enumBranch ?? objectBranch ?? arrayBranch)?.name ?? own.name ?? fallback;
  const node: SchemaNode = {
    label,
    nullable: alternatives.some((b) => allowsNull(b.schema)) || allowsNull(own.schema),
  };
  if (enumBranch) {
    node.enumValues = (enumBranch.schema.enum as unknown[]).filter((v): v is string => typeof v === 'string');
  }
  if (objectBranch) {
    const seen = [...refs, ...namesOf(objectBranch)];
    node.properties = new Map(
      Object.entries(objectBranch.schema.properties as Schema).map(([key, child]) => [
        key,
        compile(document, child, `${label}.${key}`, seen),
      ]),
    );
  }
  if (arrayBranch) {
    node.items = compile(document, arrayBranch.schema.items, `${label}[]`, [
      ...refs,
      ...namesOf(arrayBranch),
    ]);
  }
  return node;
}

/**
 * Calls `visit` for every value in `value` that `node` describes, parents before children: each
 * property the schema declares and the object has (absent ones are skipped), each array entry. `visit`
 * may replace `slot.holder[slot.key]`; the walk then goes on into the new value.
 */
export function walkValue(node: SchemaNode, value: unknown, visit: (slot: Slot) => void): void {
  if (Array.isArray(value)) {
    const items = node.items;
    if (!items) return;
    for (let i = 0; i < value.length; i++) {
      visit({ holder: value, key: i, node: items });
      walkValue(items, value[i], visit);
    }
    return;
  }
  if (!isRecord(value) || !node.properties) return;
  for (const [key, child] of node.properties) {
    if (!Object.hasOwn(value, key)) continue;
    visit({ holder: value, key, node: child });
    walkValue(child, value[key], visit);
  }
}

/**
 * Every node under `node` (itself included), with its path from `node` (`data[].status`), depth first.
 * For tests and start-up checks that look at the schema alone.
 */
export function eachNode(node: SchemaNode, visit: (node: SchemaNode, path: string) => void, path = ''): void {
  visit(node, path);
  for (const [key, child] of node.properties ?? []) eachNode(child, visit, path ? `${path}.${key}` : key);
  if (node.items) eachNode(node.items, visit, `${path}[]`);
}

/** The alternatives of a schema: its `oneOf`/`anyOf` branches (followed), or the schema itself. */
function branchesOf(document: unknown, own: Followed, refs: readonly string[]): Followed[] {
  const union = own.schema.oneOf ?? own.schema.anyOf;
  if (!Array.isArray(union)) return [own];
  return union.map((branch) => follow(document, branch, refs));
}

/** Whether `null` is one of the schema's own values (branches are looked at by the caller). */
function allowsNull(schema: Schema): boolean {
  const type = schema.type;
  return (
    type === 'null' ||
    (Array.isArray(type) && type.includes('null')) ||
    schema.nullable === true ||
    schema.const === null ||
    (Array.isArray(schema.enum) && schema.enum.includes(null))
  );
}

/** A branch whose only value is `null` (`{ "type": "null" }`). */
function isOnlyNull(schema: Schema): boolean {
  const type = schema.type;
  return (
    type === 'null' ||
    (Array.isArray(type) && type.length === 1 && type[0] === 'null') ||
    schema.const === null
  );
}

/** The `$ref` names a branch went through, so a schema that contains itself is refused, not looped. */
function namesOf(branch: Followed): string[] {
  return branch.name ? [branch.name] : [];
}

/** Follows `$ref`s from `schema` to the schema they name; siblings of a `$ref` are merged over it. */
function follow(document: unknown, schema: unknown, refs: readonly string[]): Followed {
  let current: Schema = isRecord(schema) ? schema : {};
  let name: string | undefined;
  const chain = new Set<string>();
  while (typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (chain.has(ref) || refs.includes(ref.slice(ref.lastIndexOf('/') + 1)) || chain.size > 32) {
      throw new Error(`v1.json: the schema ${ref} contains itself; dialects cannot walk it`);
    }
    chain.add(ref);
    const { $ref: _ref, ...siblings } = current;
    const target = lookup(document, ref);
    current = { ...target, ...siblings };
    name = ref.slice(ref.lastIndexOf('/') + 1);
  }
  return { schema: current, name };
}

/** The object a local `$ref` points at (`refTarget`). */
function lookup(document: unknown, ref: string): Schema {
  const node = refTarget(document, ref);
  if (!isRecord(node)) throw new Error(`v1.json: unresolved $ref ${ref}`);
  return node;
}
