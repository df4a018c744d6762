/**
 * API key forms (docs/api.md §Keys and environments): live `fx_live_` + 32 of [A-Za-z0-9],
 * test `test_fx_` + 32 of [A-Za-z0-9]. Production refuses test keys; the sandbox refuses live keys.
 */

const LIVE_KEY_PATTERN = /^fx_live_[A-Za-z0-9]{32}$/;
export const TEST_KEY_PATTERN = /^test_fx_[A-Za-z0-9]{32}$/;

/** The kind of a well-formed key. */
export type KeyKind = 'live' | 'test';

/** The two API environments: `production` takes live keys, `sandbox` takes test keys. */
export type ApiEnvironment = 'production' | 'sandbox';

/** Returns the key's kind, or null when it has neither form. Surrounding whitespace is not trimmed. */
export function keyKind(key: string): KeyKind | null {
  if (LIVE_KEY_PATTERN.test(key)) return 'live';
  if (TEST_KEY_PATTERN.test(key)) return 'test';
  return null;
}

/** The key kind an environment accepts. */
export function keyKindFor(environment: ApiEnvironment): KeyKind {
  return environment === 'production' ? 'live' : 'test';
}

/** Why a key can't be used in an environment, as a plain sentence; null when it can. */
export function keyProblem(key: string, environment: ApiEnvironment): string | null {
  const kind = keyKind(key);
  if (kind === null) {
    return 'That is not an API key: a live key starts with fx_live_ and a test key with test_fx_, each followed by 32 letters or digits.';
  }
  if (kind === 'test' && environment === 'production') {
    return 'That is a test key; the production exchange only accepts live keys (fx_live_…).';
  }
  if (kind === 'live' && environment === 'sandbox') {
    return 'That is a live key; the sandbox only accepts test keys (test_fx_…). Keep live keys for the production exchange.';
  }
  return null;
}
