/**
 * What is wrong with a saved search's name, in the four cases the user can act on, from either side:
 * the form's check with the contract's `savedSearchNameSchema` (shared/contract/desk.ts: 1 to 80
 * characters after trimming, one line) or the store's answer (`invalid_input` with the field problem
 * `name`, code `duplicate_name`: another saved search of the same kind has this name, ignoring case).
 */
import type { AppError } from '../../../../shared/contract/errors';

/** `required` (empty), `tooLong` (over 80 characters), `oneLine` (a control character), `taken` (a clash). */
export type NameProblem = 'required' | 'tooLong' | 'oneLine' | 'taken';

/** The field problem code the store gives a name clash. */
export const DUPLICATE_NAME = 'duplicate_name';

/**
 * The problem of a zod issue code (react-hook-form's `error.type` with zodResolver) or of the store's
 * field code: `too_small` -> required, `too_big` -> tooLong, `duplicate_name` -> taken, anything else
 * (the one-line rule's `invalid_format`, or a code this version does not know) -> oneLine.
 */
export function nameProblemOfCode(code: string): NameProblem {
  if (code === 'too_small') return 'required';
  if (code === 'too_big') return 'tooLong';
  if (code === DUPLICATE_NAME) return 'taken';
  return 'oneLine';
}

/**
 * The name problem a failed `savedSearches.create`/`rename` names, or null when the failure is not
 * about the name (the store could not be written, say): the caller then shows the error itself.
 */
export function nameProblemOfError(error: AppError): NameProblem | null {
  if (error.kind !== 'invalid_input') return null;
  const field = error.fields?.find((problem) => problem.path === 'name');
  return field ? nameProblemOfCode(field.code) : null;
}
