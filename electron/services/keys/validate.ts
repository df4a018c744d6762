/**
 * Checks a key's form and kind before it is saved (docs/api.md §Keys and environments): production
 * takes live keys (`fx_live_`), the sandbox test keys (`test_fx_`), each with 32 letters or digits.
 */
import { keyProblem, type ApiEnvironment } from '../../../shared/domain/keys';
import { appFailure } from '../errors';

/**
 * Throws an `AppFailure` of kind `key_rejected` (message from `keyProblem`, field `key`) when `key`
 * is malformed or of the wrong kind for `environment`; returns nothing when it can be used. The
 * message never contains the key.
 */
export function assertKeyFits(key: string, environment: ApiEnvironment): void {
  const problem = keyProblem(key, environment);
  if (problem !== null) throw appFailure('key_rejected', problem, [{ path: 'key', code: 'invalid_value' }]);
}
