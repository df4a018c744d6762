import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ProbedPermission, SessionInfo } from '../../../shared/contract/calls';
import type { AppError } from '../../../shared/contract/errors';
import { sessionQueries } from '../session/sessionQueries';

/** What a screen that needs the user's own key passes to `KeyNotice`. */
export interface KeyNoticeProps {
  /** The permission the screen's calls need (docs/api.md §Keys and environments). */
  permission: ProbedPermission;
  /** The screen's last call error, if any: 401 and 403 are explained here, other kinds are not. */
  error?: AppError | null;
}

/** A key is in use: one saved in the keychain, or a demo account's public test key. */
function keyInUse(session: SessionInfo | undefined): boolean {
  return session?.key.kind != null;
}

/** Whether the error is the key's problem (401 refused, 403 missing permission): KeyNotice explains it. */
export function isKeyProblem(error?: AppError | null): boolean {
  return error?.kind === 'unauthorized' || error?.kind === 'forbidden';
}

/**
 * Whether a screen that reads the user's own data (My listings, My vehicles, the offer screens) can
 * run: true when a key is in use (saved, or a demo account's) and the last error is neither 401 nor 403. Use it to skip calls that
 * would only be refused.
 */
export function useKeyReady(error?: AppError | null): boolean {
  const session = useQuery(sessionQueries.info());
  if (!keyInUse(session.data)) return false;
  return !isKeyProblem(error);
}

/**
 * Says what a screen needs instead of failing (docs/api.md §Keys and environments): no key -> "Add
 * your API key in Settings" with the link; 403 -> names the missing permission and where the account
 * holder adds it; 401 -> the key was refused, replace it in Settings. Renders nothing when none of
 * these applies (or while the session is loading).
 */
export function KeyNotice({ permission, error }: KeyNoticeProps) {
  const { t } = useTranslation('common');
  const session = useQuery(sessionQueries.info());
  if (!session.data) return null;
  const permissionNames: Record<ProbedPermission, string> = {
    'listings:read': t('keyNotice.permission.listingsRead'),
    'offers:read': t('keyNotice.permission.offersRead'),
    'vehicles:read': t('keyNotice.permission.vehiclesRead'),
  };
  let sentence: string | null = null;
  if (!keyInUse(session.data)) sentence = t('keyNotice.noKey');
  else if (error?.kind === 'forbidden')
    sentence = t('keyNotice.forbidden', { permission: permissionNames[permission] });
  else if (error?.kind === 'unauthorized') sentence = t('keyNotice.refused');
  if (sentence === null) return null;
  return (
    <div className="key-notice" role="alert">
      <p>{sentence}</p>
      {error?.kind !== 'forbidden' && (
        <Link to="/settings" className="key-notice-link">
          {t('keyNotice.toSettings')}
        </Link>
      )}
    </div>
  );
}
