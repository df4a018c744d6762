/**
 * The form check of a pasted API key, before anything is sent or saved (docs/api.md §Keys and
 * environments; the forms are shared/domain/keys.ts): production takes a live key (`fx_live_` + 32
 * letters or digits), the sandbox (embedded or a custom server) a test key (`test_fx_` + 32). The
 * main process checks again; this check only spares a round trip and gives the words.
 */
import { sessionCalls } from '../../../../shared/contract/session';
import { keyKind, keyKindFor, type ApiEnvironment } from '../../../../shared/domain/keys';

/** Why a pasted key is refused: nothing pasted, not a key's form, or a key of the other kind. */
export type KeyProblem = 'empty' | 'notAKey' | 'testInProduction' | 'liveInSandbox';

/**
 * Checks `pasted` (surrounding whitespace trimmed, as `keys.save` does) for `environment`. Returns
 * the trimmed key when it can be saved, else the problem.
 */
export function checkKey(
  pasted: string,
  environment: ApiEnvironment,
): { ok: true; key: string } | { ok: false; problem: KeyProblem } {
  const parsed = sessionCalls['keys.save'].input.safeParse({ key: pasted });
  if (!parsed.success) return { ok: false, problem: pasted.trim() === '' ? 'empty' : 'notAKey' };
  const key = parsed.data.key;
  const kind = keyKind(key);
  if (kind === null) return { ok: false, problem: 'notAKey' };
  if (kind !== keyKindFor(environment)) {
    return { ok: false, problem: kind === 'test' ? 'testInProduction' : 'liveInSandbox' };
  }
  return { ok: true, key };
}
