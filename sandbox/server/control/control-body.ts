/**
 * Request bodies of the `/_sandbox` control routes, validated with zod: a bad body is 400
 * `invalid_request` with one `fields` entry `{ path: 'body.<name>', code }` per bad field, codes from
 * docs/api.md §Errors (400 row).
 */
import type { z } from 'zod';
import type { FieldProblem } from '@dispatch/shared/contract/errors';
import { invalidRequest, type FieldCode } from '../http/api-error';

/**
 * The body parsed by `schema`. A missing body (no content) counts as `{}`.
 * @throws ApiError 400 `invalid_request` listing each bad field once
 */
export function readBody<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const body = raw ?? {};
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const fields: FieldProblem[] = [];
  const seen = new Set<string>();
  for (const issue of result.error.issues) {
    const names =
      issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
    for (const path of names) {
      const field = ['body', ...path.map(String)].join('.');
      if (seen.has(field)) continue;
      seen.add(field);
      fields.push({ path: field, code: fieldCode(issue, valueAt(body, path)) });
    }
  }
  throw invalidRequest(fields, fields.map((f) => `${f.path} (${f.code})`).join(', '));
}

function fieldCode(issue: z.core.$ZodIssue, value: unknown): FieldCode {
  if (value === undefined && issue.code !== 'unrecognized_keys') return 'required';
  switch (issue.code) {
    case 'invalid_type':
      return 'invalid_type';
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array' ? 'too_short' : 'out_of_range';
    case 'too_big':
    case 'not_multiple_of':
      return 'out_of_range';
    case 'invalid_format':
      return 'invalid_format';
    default:
      return 'invalid_value';
  }
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/**
 * Refuses a control body whose fields are well formed but name a taken id or an unknown listing,
 * account or company: `checks` pairs a field name with whether it is bad.
 * @throws ApiError 400 `invalid_request`, one `fields` entry `{ path: 'body.<name>', code: 'invalid_value' }` per bad field
 */
export function refuseFields(checks: [name: string, bad: boolean][]): void {
  const bad = checks.filter(([, isBad]) => isBad).map(([name]) => name);
  if (bad.length === 0) return;
  throw invalidRequest(
    bad.map((name) => ({ path: `body.${name}`, code: 'invalid_value' })),
    `${bad.join(', ')}: an id already in use, or an unknown listing, account or company`,
  );
}
