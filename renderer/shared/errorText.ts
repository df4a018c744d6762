/**
 * Plain sentences for every `AppError.kind` (shared/contract/errors.ts), and the one action the user
 * can take. The renderer never shows `AppError.message` alone: it is the technical detail, shown
 * only where it is itself written for people (`key_rejected`) or as a small "Details" line.
 */
import type { AppError, FieldProblem } from '../../shared/contract/errors';

/** What the user can do about an error: start the list over, repeat the same call, or nothing. */
export type ErrorAction = 'search_again' | 'try_again' | null;

/** Where the error happened; it changes a few words (a missing listing vs a missing thing). */
export type ErrorContext = 'list' | 'detail' | 'session';

/** A readable error: `sentence` to show, optional `detail` (small print) and the action to offer. */
export interface ErrorText {
  sentence: string;
  detail?: string;
  action: ErrorAction;
}

/** Names of API query parameters as the search form labels them. */
const PARAMETER_NAMES: Record<string, string> = {
  category: 'Category',
  fromCountry: 'From country',
  toCountry: 'To country',
  dateFrom: 'Loading from',
  dateTo: 'Loading to',
  weightMax: 'Max weight (kg)',
  volumeMax: 'Max volume (m3)',
  truckTypes: 'Truck types',
  limit: 'Page size',
  cursor: 'Page position',
  q: 'Place',
  ref: 'Listing code',
};

/** The API's field problem codes (DECISIONS "Errors") in words; an unknown code is shown as text. */
const PROBLEM_WORDS: Record<string, string> = {
  required: 'required',
  invalid_type: 'wrong type',
  invalid_format: 'invalid format',
  out_of_range: 'out of range',
  too_short: 'too short',
  invalid_value: 'not an accepted value',
  invalid_cursor: 'no longer valid',
};

function words(code: string): string {
  return code.replace(/_/g, ' ');
}

/** One API field problem in words, e.g. `{ path: 'query.dateFrom', code: 'invalid_format' }` -> "Loading from: invalid format". */
export function describeField(problem: FieldProblem): string {
  const name = problem.path.split('.').pop() ?? problem.path;
  const label = PARAMETER_NAMES[name] ?? words(name);
  return `${label}: ${PROBLEM_WORDS[problem.code] ?? words(problem.code)}`;
}

function fieldList(error: AppError): string {
  return (error.fields ?? []).map(describeField).join('; ');
}

/**
 * The sentence and action for an error (spec 7, DECISIONS "Errors"; kinds from shared/contract/errors.ts).
 * List errors that end the cursor (409s, an invalid cursor) offer `search_again`; passing troubles
 * (network, timeout, rate limit, server) offer `try_again`.
 */
export function describeError(error: AppError, context: ErrorContext = 'list'): ErrorText {
  switch (error.kind) {
    case 'cursor_expired':
      return {
        sentence: 'The results expired. Search again to start from the first page.',
        action: 'search_again',
      };
    case 'list_changed':
      return {
        sentence: 'The listings changed since your first page. Search again to see the current list.',
        action: 'search_again',
      };
    case 'cursor_mismatch':
      return {
        sentence: 'These pages no longer match your search. Search again to start from the first page.',
        action: 'search_again',
      };
    case 'network':
      return {
        sentence: "Can't reach the exchange. Check your connection and try again.",
        action: 'try_again',
      };
    case 'timeout':
      return {
        sentence: 'The exchange took too long to answer. Try again in a moment.',
        action: 'try_again',
      };
    case 'rate_limited':
      return { sentence: 'The exchange asked us to slow down. Try again in a moment.', action: 'try_again' };
    case 'server_error':
      return {
        sentence: 'The exchange had a problem answering. Try again in a moment.',
        action: 'try_again',
      };
    case 'unauthorized':
      return {
        sentence:
          'The exchange refused your API key. Check the key under "API key", or remove it to search without one.',
        action: null,
      };
    case 'forbidden':
      return {
        sentence:
          'Your API key is not allowed to read this. Ask the account holder for a key with that permission.',
        action: null,
      };
    case 'not_found':
      return {
        sentence:
          context === 'detail' ? 'This listing is no longer available.' : 'The exchange could not find that.',
        action: null,
      };
    case 'invalid_request': {
      const fields = fieldList(error);
      const cursorProblem = (error.fields ?? []).some((f) => f.path.endsWith('cursor'));
      return {
        sentence: fields
          ? `The exchange did not accept the request. ${fields}.`
          : 'The exchange did not accept the request.',
        action: cursorProblem ? 'search_again' : null,
      };
    }
    case 'invalid_input': {
      const fields = fieldList(error);
      return {
        sentence: fields
          ? `Some of what you entered can't be used, so nothing was sent. ${fields}.`
          : "Some of what you entered can't be used, so nothing was sent.",
        detail: error.message,
        action: null,
      };
    }
    case 'key_rejected':
      return { sentence: error.message || 'That key cannot be used here.', action: null };
    case 'keychain_unavailable':
      return {
        sentence:
          "Dispatch can't reach your system keychain, so the API key can't be saved or read. Unlock the keychain and try again.",
        action: null,
      };
    case 'unexpected':
    default:
      return {
        sentence: 'Something went wrong in Dispatch. Try again; if it keeps happening, report it.',
        detail: error.message,
        action: context === 'session' ? null : 'try_again',
      };
  }
}
