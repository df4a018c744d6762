/**
 * The 200 bodies of the /v1 read routes, serialized from the JSON Schemas of `shared/api/v1.json`
 * (docs/api.md §Resources) with fast-json-stringify (Fastify's own serializer) and sent as UTF-8
 * Buffers:
 * - a serializer compiled from the schema writes the documented properties only, in the documented
 *   order (v1.json closes every object with `additionalProperties: false`);
 * - records are immutable (a change replaces the record), so one item's JSON is made once per record
 *   and variant and reused by every page that shows it;
 * - a Buffer goes to the socket as it is, whereas a JSON string with `ș`/`ț` in it (a two-byte string)
 *   is UTF-8 encoded again for every response, which costs more than everything else a page does.
 * The envelope around the items (`data`, and `hasMore`/`nextCursor` on a page) is written here, after
 * checking at build time that the schema's envelope has exactly those members.
 */
import fastJson from 'fast-json-stringify';
import { responseBodySchema, type Contract } from '../contract';

/** A JSON Schema object (as v1.json writes it, `$ref`s inlined). */
export type JsonSchema = Record<string, unknown>;

/** The end of a list envelope (docs/api.md §Resources): `nextCursor` null on the last page. */
export interface PageTail {
  hasMore: boolean;
  nextCursor: string | null;
}

/** The `Content-Type` of every body written here. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

type Serialize = (value: unknown) => string;

const OPEN_DATA = Buffer.from('{"data":');
const OPEN_ARRAY = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE_ARRAY = Buffer.from(']');
const CLOSE_OBJECT = Buffer.from('}');

/**
 * Writes the 200 bodies of one route. `T` is the stored record an item is projected from.
 * The schema's envelope must be `{ data }` (one item or an array of items) or, for a list,
 * `{ data, hasMore, nextCursor }`, closed with `additionalProperties: false`.
 */
export class BodyWriter<T extends object = object> {
  /** Whether `data` is an array of items. */
  readonly isList: boolean;
  /** Whether the envelope is a page (`hasMore`, `nextCursor`). */
  readonly isPage: boolean;
  private readonly itemSchema: JsonSchema;
  private serializeItem: Serialize | undefined;
  private readonly cached: WeakMap<T, Buffer>[] = [];

  /** @throws Error when the schema's envelope is not one of the shapes above (v1.json changed) */
  constructor(schema: JsonSchema) {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const names = Object.keys(properties).sort().join(',');
    const data = properties.data;
    if (
      schema.additionalProperties !== false ||
      !data ||
      !['data', 'data,hasMore,nextCursor'].includes(names)
    ) {
      throw new Error(`unexpected response envelope: ${names || 'no properties'}`);
    }
    this.isPage = names !== 'data';
    this.isList = data.type === 'array';
    if (this.isPage && !this.isList) throw new Error('a page envelope must hold an array');
    this.itemSchema = this.isList ? ((data.items ?? {}) as JsonSchema) : data;
  }

  /** The 200 body schema of GET `openApiPath` (relative to the v1 root) of `contract`. */
  static forRoute<T extends object = object>(contract: Contract, openApiPath: string): BodyWriter<T> {
    return new BodyWriter<T>(responseBodySchema(contract, openApiPath));
  }

  /**
   * The JSON of one item, `project(record)`, made once per record and `variant` (a small integer
   * naming a projection, e.g. with or without the transport stage). `project` must depend on the
   * record and the variant only.
   */
  item(record: T, project: (record: T) => unknown, variant = 0): Buffer {
    const cache = (this.cached[variant] ??= new WeakMap());
    let json = cache.get(record);
    if (!json) {
      json = this.fresh(project(record));
      cache.set(record, json);
    }
    return json;
  }

  /** The JSON of one item that is not kept (computed per request). */
  fresh(value: unknown): Buffer {
    this.serializeItem ??= fastJson(
      this.itemSchema as unknown as Parameters<typeof fastJson>[0],
    ) as Serialize;
    return Buffer.from(this.serializeItem(value), 'utf8');
  }

  /** The JSON array of `items` (each written by `item` or `fresh`): `[a,b,...]`. */
  array(items: readonly Buffer[]): Buffer {
    const parts: Buffer[] = [OPEN_ARRAY];
    items.forEach((item, i) => {
      if (i > 0) parts.push(COMMA);
      parts.push(item);
    });
    parts.push(CLOSE_ARRAY);
    return Buffer.concat(parts);
  }

  /**
   * The body: `{"data":...}` around `data`, plus `hasMore` and `nextCursor` for a page. `data` is the
   * item of a single-resource envelope; for a list, the items, or their JSON array (`array`).
   * @throws Error when `data` or `tail` does not fit the envelope (a bug in the route)
   */
  body(data: Buffer | readonly Buffer[], tail?: PageTail): Buffer {
    if ((Array.isArray(data) && !this.isList) || (tail !== undefined) !== this.isPage) {
      throw new Error('the body does not fit its response envelope');
    }
    const value = Array.isArray(data) ? this.array(data) : (data as Buffer);
    if (!tail) return Buffer.concat([OPEN_DATA, value, CLOSE_OBJECT]);
    const cursor = tail.nextCursor === null ? 'null' : JSON.stringify(tail.nextCursor);
    const end = `,"hasMore":${tail.hasMore},"nextCursor":${cursor}}`;
    // One allocation: the envelope's end is written straight after the items.
    const out = Buffer.allocUnsafe(OPEN_DATA.length + value.length + Buffer.byteLength(end));
    OPEN_DATA.copy(out, 0);
    value.copy(out, OPEN_DATA.length);
    out.write(end, OPEN_DATA.length + value.length, 'utf8');
    return out;
  }
}
