/**
 * The main-process side of the one error shape (`AppError`, shared/contract/errors.ts): a thrown
 * `AppFailure` carries a plain, serialisable `AppError`; `toAppError` turns any thrown value into one.
 */
import type { AppError, AppErrorKind, FieldProblem } from '../../shared/contract/errors';

/** An Error that carries a serialisable `AppError` (`.appError`). Base of `ApiError`. */
export class AppFailure extends Error {
  readonly appError: AppError;

  constructor(appError: AppError) {
    super(appError.message);
    this.name = 'AppFailure';
    this.appError = appError;
  }
}

/** Shorthand: a thrown AppFailure of `kind` with `message` (and optional field problems). */
export function appFailure(kind: AppErrorKind, message: string, fields?: FieldProblem[]): AppFailure {
  return new AppFailure(fields ? { kind, message, fields } : { kind, message });
}

/**
 * An `invalid_input` failure for validation issues (zod's): their messages joined by a space, and a
 * field problem for each, its path joined with '.' (after `prefix`, when given) and zod's issue code.
 */
export function invalidInput(
  issues: readonly { path: readonly PropertyKey[]; code: string; message: string }[],
  prefix?: string,
): AppFailure {
  return appFailure(
    'invalid_input',
    issues.map((issue) => issue.message).join(' '),
    issues.map((issue) => ({
      path: [...(prefix === undefined ? [] : [prefix]), ...issue.path.map(String)].join('.'),
      code: issue.code,
    })),
  );
}

/**
 * Any thrown value as an `AppError`: an `AppFailure` (or `ApiError`) gives its own; anything else is
 * `unexpected` with the error's message only (never a stack trace).
 */
export function toAppError(value: unknown): AppError {
  if (value instanceof AppFailure) return { ...value.appError };
  if (value instanceof Error) return { kind: 'unexpected', message: value.message || value.name };
  if (typeof value === 'string') return { kind: 'unexpected', message: value };
  return { kind: 'unexpected', message: 'Something went wrong in the app.' };
}
