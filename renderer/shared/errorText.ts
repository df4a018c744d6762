/**
 * Plain sentences for every `AppError.kind` (shared/contract/errors.ts) in the UI language, and the one
 * action the user can take. The renderer never shows `AppError.message` alone: it is the technical
 * detail, shown only as a small "Details" line. Words come from the `common` catalog (`error.*`, `param.*`, `problem.*`).
 */
import type { TFunction } from 'i18next';
import type { AppError, FieldProblem } from '../../shared/contract/errors';

/** What the user can do about an error: start the list over, repeat the same call, or nothing. */
export type ErrorAction = 'start_over' | 'try_again' | null;

/** Where the error happened; it changes a few words (a missing listing vs a missing thing). */
export type ErrorContext = 'list' | 'detail' | 'session';

/** A readable error: `sentence` to show, optional `detail` (small print) and the action to offer. */
export interface ErrorText {
  sentence: string;
  detail?: string;
  action: ErrorAction;
  /** The exchange's web page that shows what could not be read (an https URL), when one is known. */
  link?: string;
}

/**
 * A screen's own names for the API's query parameters (`dateTo` is "Available until" on Free
 * vehicles, "Loading to" on Listings); a name not given reads with the common label.
 */
export type FieldLabels = Partial<Record<string, string>>;

/** The `t` of the `common` namespace (`useTranslation('common').t`, or `i18n.getFixedT(lng, 'common')`). */
export type CommonT = TFunction<'common'>;

function words(code: string): string {
  return code.replace(/_/g, ' ');
}

/** Names of API query parameters as the forms label them (the screen's own first); unknown names read as words. */
function parameterName(name: string, t: TFunction<'common'>, labels: FieldLabels = {}): string {
  const own = labels[name];
  if (own) return own;
  const names: Record<string, string> = {
    category: t('param.category'),
    fromCountry: t('param.fromCountry'),
    toCountry: t('param.toCountry'),
    dateFrom: t('param.dateFrom'),
    dateTo: t('param.dateTo'),
    weightMax: t('param.weightMax'),
    volumeMax: t('param.volumeMax'),
    truckTypes: t('param.truckTypes'),
    limit: t('param.limit'),
    cursor: t('param.cursor'),
    q: t('param.q'),
    ref: t('param.ref'),
  };
  return names[name] ?? words(name);
}

/** The API's field problem codes (docs/api.md §Errors) in words; an unknown code reads as words. */
function problemWords(code: string, t: TFunction<'common'>): string {
  const problems: Record<string, string> = {
    required: t('problem.required'),
    invalid_type: t('problem.invalid_type'),
    invalid_format: t('problem.invalid_format'),
    out_of_range: t('problem.out_of_range'),
    too_short: t('problem.too_short'),
    invalid_value: t('problem.invalid_value'),
    invalid_cursor: t('problem.invalid_cursor'),
  };
  return problems[code] ?? words(code);
}

/**
 * One API field problem in words, e.g. `{ path: 'query.dateFrom', code: 'invalid_format' }` ->
 * "Loading from: invalid format" (en), "Încărcare de la: format greșit" (ro).
 */
export function describeField(problem: FieldProblem, t: CommonT, labels: FieldLabels = {}): string {
  const name = problem.path.split('.').pop() ?? problem.path;
  return t('error.fieldProblem', {
    field: parameterName(name, t, labels),
    problem: problemWords(problem.code, t),
  });
}

function fieldList(error: AppError, t: CommonT, labels: FieldLabels = {}): string {
  return (error.fields ?? []).map((field) => describeField(field, t, labels)).join('; ');
}

/**
 * An answer the app could not read (`unreadable_answer`), naming the server that really answered and
 * the route; asking again gives the same answer, so no action is offered, only the exchange's page.
 */
function unreadableText(error: AppError, t: CommonT): ErrorText {
  const route = error.route ?? '';
  const sentence =
    error.server === 'embedded'
      ? t('error.unreadable_answer_embedded', { route })
      : error.server === 'loopback'
        ? t('error.unreadable_answer_loopback', { route })
        : t('error.unreadable_answer', { route });
  return { sentence, action: null, ...(error.website ? { link: error.website } : {}) };
}

/**
 * A redirect Dispatch did not follow (`redirect_refused`, docs/api.md §Rate limits, "Redirects"):
 * the window says the exchange sent Dispatch to another address, naming its host, and that Dispatch
 * did not follow; asking again gives the same answer, so no action is offered.
 */
function redirectText(error: AppError, t: CommonT): ErrorText {
  const route = error.route ?? '';
  const sentence =
    error.redirect === 'too_many'
      ? t('error.redirect_refused_hops', { route })
      : error.host
        ? t('error.redirect_refused', { route, host: error.host })
        : t('error.redirect_refused_unreadable', { route });
  return { sentence, action: null };
}

/**
 * A failed connection in words naming the real cause (shared/contract/errors.ts `server`, `reason`):
 * the sandbox inside Dispatch stopped, a server on this computer is not running, the exchange's name
 * does not resolve (offline), its certificate was refused, or the connection broke.
 */
function networkSentence(error: AppError, t: CommonT): string {
  if (error.server === 'embedded') return t('error.network_embedded');
  if (error.server === 'loopback') {
    return error.reason === 'refused' ? t('error.network_loopback_refused') : t('error.network_loopback');
  }
  if (error.server === 'remote') {
    switch (error.reason) {
      case 'unknown_host':
        return t('error.network_unknown_host');
      case 'refused':
        return t('error.network_refused');
      case 'tls':
        return t('error.network_tls');
      case 'dropped':
        return t('error.network_dropped');
      default:
        return t('error.network');
    }
  }
  return t('error.network');
}

function serverErrorSentence(error: AppError, t: CommonT): string {
  if (error.server === 'embedded') return t('error.server_error_embedded');
  if (error.server === 'loopback') return t('error.server_error_loopback');
  return t('error.server_error');
}

function timeoutSentence(error: AppError, t: CommonT): string {
  if (error.server === 'embedded') return t('error.timeout_embedded');
  if (error.server === 'loopback') return t('error.timeout_loopback');
  return t('error.timeout');
}

/** "... Dispatch tried 3 times." when the fetch layer retried before giving up. */
function withAttempts(sentence: string, error: AppError, t: CommonT): string {
  return error.attempts !== undefined && error.attempts > 1
    ? `${sentence} ${t('error.attempts', { count: error.attempts })}`
    : sentence;
}

/**
 * The sentence and action for an error (docs/api.md §Errors; kinds from shared/contract/errors.ts);
 * `labels` are the screen's own names of the query parameters, for the fields a refusal names.
 * List errors that end the cursor (409s, an invalid cursor) offer `start_over`; passing troubles
 * (network, timeout, rate limit, server) offer `try_again`.
 */
export function describeError(
  error: AppError,
  context: ErrorContext,
  t: CommonT,
  labels: FieldLabels = {},
): ErrorText {
  switch (error.kind) {
    case 'unreadable_answer':
      return unreadableText(error, t);
    case 'redirect_refused':
      return redirectText(error, t);
    case 'answer_too_large':
      // asking again gives the same answer: no action (docs/api.md §Bounded answers)
      return { sentence: t('error.answer_too_large', { route: error.route ?? '' }), action: null };
    case 'cursor_expired':
      return { sentence: t('error.cursor_expired'), action: 'start_over' };
    case 'list_changed':
      return { sentence: t('error.list_changed'), action: 'start_over' };
    case 'cursor_mismatch':
      return { sentence: t('error.cursor_mismatch'), action: 'start_over' };
    case 'cursor_invalid':
      return { sentence: t('error.cursor_invalid'), action: 'start_over' };
    case 'network':
      return { sentence: networkSentence(error, t), action: 'try_again' };
    case 'timeout':
      return { sentence: withAttempts(timeoutSentence(error, t), error, t), action: 'try_again' };
    case 'rate_limited':
      return { sentence: t('error.rate_limited'), action: 'try_again' };
    case 'server_error':
      return { sentence: withAttempts(serverErrorSentence(error, t), error, t), action: 'try_again' };
    case 'unauthorized':
      return { sentence: t('error.unauthorized'), action: null };
    case 'forbidden':
      return { sentence: t('error.forbidden'), action: null };
    case 'not_found':
      return {
        sentence: context === 'detail' ? t('error.not_found_listing') : t('error.not_found'),
        action: null,
      };
    case 'invalid_request': {
      const fields = fieldList(error, t, labels);
      const cursorProblem = (error.fields ?? []).some((f) => f.path.endsWith('cursor'));
      return {
        sentence: fields ? t('error.invalid_request_fields', { fields }) : t('error.invalid_request'),
        action: cursorProblem ? 'start_over' : null,
      };
    }
    case 'invalid_input': {
      const fields = fieldList(error, t, labels);
      return {
        sentence: fields ? t('error.invalid_input_fields', { fields }) : t('error.invalid_input'),
        detail: error.message,
        action: null,
      };
    }
    case 'key_rejected':
      // main's own words are English: the sentence comes from the catalog, theirs is the small print
      return { sentence: t('error.key_rejected'), detail: error.message || undefined, action: null };
    case 'keychain_unavailable':
      return { sentence: t('error.keychain_unavailable'), action: null };
    case 'cancelled':
      return { sentence: t('error.cancelled'), action: null };
    case 'unexpected':
    default:
      return {
        sentence: t('error.unexpected'),
        detail: error.message,
        action: context === 'session' ? null : 'try_again',
      };
  }
}
