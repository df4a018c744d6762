/**
 * Request parameter validation built from the contract (docs/api.md §Errors, 400 row): each route's
 * query and path parameters become one JSON schema per location, compiled with ajv (`allErrors`,
 * `coerceTypes`, ajv-formats). Every bad parameter gives exactly one `fields` entry `{ path, code }`.
 * Before the schema: a parameter given more than once is `invalid_type`; a number is read only in
 * decimal notation (`12`, `2.5`, `1e3`; not `0x10`, `Infinity`, `1_000`: `invalid_type`), and one too
 * large to be finite (`1e400`) is `out_of_range` (docs/api.md §Errors).
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormatsModule from 'ajv-formats';
import type { FieldProblem } from '@dispatch/shared/contract/errors';
import type { FieldCode } from './api-error';
import { invalidRequest } from './api-error';
import type { ContractParameter } from '../contract';

/**
 * ajv-formats' plugin (date, date-time, uuid, uri, ...), unwrapped: it is CommonJS, and under ESM
 * interop its function may sit on `.default`.
 */
export const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

// `useDefaults` off: ajv never inserts a schema's `default`, so a parameter that is absent stays absent.
const ajv = new Ajv2020({ allErrors: true, coerceTypes: true, strict: false, useDefaults: false });
addFormats(ajv);

/** Where a parameter lives, as the prefix of its `fields` path (`query.limit`, `path.ref`). */
export type ParamLocation = 'query' | 'path';

/** A problem with one parameter, found after the schema checks (e.g. a value outside a vocabulary). */
export interface ParamProblem {
  name: string;
  code: FieldCode;
  detail: string;
}

/** The validated, type-coerced values of one location: strings trimmed, numbers as numbers. */
export type ParamValues = Record<string, unknown>;

/** Validates one location's raw values; see `compileParams`. */
export interface ParamValidator {
  /**
   * Copies the declared parameters out of `raw` (unknown ones are ignored), trims string values,
   * coerces and validates them. Returns the values and one problem per bad parameter.
   */
  check(raw: unknown): { values: ParamValues; problems: ParamProblem[] };
}

/** The ajv keyword -> field code map of docs/api.md §Errors. */
const KEYWORD_CODES: Record<string, FieldCode> = {
  required: 'required',
  type: 'invalid_type',
  format: 'invalid_format',
  pattern: 'invalid_format',
  minimum: 'out_of_range',
  maximum: 'out_of_range',
  exclusiveMinimum: 'out_of_range',
  exclusiveMaximum: 'out_of_range',
  minLength: 'too_short',
  maxLength: 'out_of_range',
  enum: 'invalid_value',
  const: 'invalid_value',
};

/** Compiles the validator of the parameters of one location (`query` or `path`) of a contract operation. */
export function compileParams(
  parameters: readonly ContractParameter[],
  location: ParamLocation,
): ParamValidator {
  const own = parameters.filter((p) => p.in === location);
  const names = own.map((p) => p.name);
  const schema = {
    type: 'object',
    properties: Object.fromEntries(own.map((p) => [p.name, p.schema])),
    required: own.filter((p) => p.required).map((p) => p.name),
  };
  const validate: ValidateFunction = ajv.compile(schema);
  const numeric = new Set(own.filter((p) => isNumeric(p.schema)).map((p) => p.name));
  return {
    check(raw) {
      const source = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
      const values: ParamValues = {};
      const early: ParamProblem[] = [];
      for (const name of names) {
        const value = Object.hasOwn(source, name) ? source[name] : undefined;
        if (value === undefined) continue;
        const problem = shapeProblem(name, value, numeric.has(name));
        if (problem) early.push(problem);
        else values[name] = typeof value === 'string' ? value.trim() : value;
      }
      if (validate(values) && early.length === 0) return { values, problems: [] };
      const late = problemsOf(validate.errors ?? []).filter((p) => !early.some((e) => e.name === p.name));
      const problems = [...early, ...late];
      for (const p of problems) delete values[p.name];
      return { values, problems };
    },
  };
}

/** JSON's number syntax, leading zeros allowed: what a numeric query parameter may look like. */
const DECIMAL = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;

/** A problem the schema cannot state well: a repeated parameter, a number not in decimal notation. */
function shapeProblem(name: string, value: unknown, numeric: boolean): ParamProblem | null {
  if (Array.isArray(value)) {
    return { name, code: 'invalid_type', detail: 'is given more than once; give it once' };
  }
  if (!numeric || typeof value !== 'string') return null;
  const text = value.trim();
  if (!DECIMAL.test(text))
    return { name, code: 'invalid_type', detail: 'must be a number in decimal notation' };
  if (!Number.isFinite(Number(text))) return { name, code: 'out_of_range', detail: 'is too large' };
  return null;
}

function isNumeric(schema: Record<string, unknown>): boolean {
  return schema.type === 'number' || schema.type === 'integer';
}

/** Throws 400 `invalid_request` naming every problem, one `fields` entry per parameter; no-op when none. */
export function assertNoProblems(location: ParamLocation, problems: readonly ParamProblem[]): void {
  if (problems.length === 0) return;
  const seen = new Set<string>();
  const unique = problems.filter((p) => !seen.has(p.name) && seen.add(p.name));
  const fields: FieldProblem[] = unique.map((p) => ({ path: `${location}.${p.name}`, code: p.code }));
  throw invalidRequest(fields, unique.map((p) => `${location}.${p.name} ${p.detail} (${p.code})`).join('; '));
}

function problemsOf(errors: readonly ErrorObject[]): ParamProblem[] {
  const byName = new Map<string, ParamProblem>();
  // A type error says the most; other keywords in the order ajv found them.
  const ordered = [
    ...errors.filter((e) => e.keyword === 'type'),
    ...errors.filter((e) => e.keyword !== 'type'),
  ];
  for (const e of ordered) {
    const name =
      e.keyword === 'required'
        ? String((e.params as { missingProperty?: string }).missingProperty)
        : decodePointer(e.instancePath.split('/')[1] ?? '');
    if (byName.has(name)) continue;
    // A cursor that breaks its schema (e.g. over 512 chars) cannot be one of ours: `invalid_cursor`.
    const code = name === 'cursor' ? 'invalid_cursor' : (KEYWORD_CODES[e.keyword] ?? 'invalid_value');
    byName.set(name, { name, code, detail: e.message ?? 'is not valid' });
  }
  return [...byName.values()];
}

function decodePointer(part: string): string {
  return part.replace(/~1/g, '/').replace(/~0/g, '~');
}
