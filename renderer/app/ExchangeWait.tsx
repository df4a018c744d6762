import { useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sessionKeys } from '../shared/session/sessionQueries';
import { call } from '../shared/transport';
import { useLocale } from '../shared/format/useLocale';
import { useSlowReads } from './useSlowReads';

/** Query key of the exchange's hold; not counted as "the app is reading" (it asks main, not the exchange). */
const WAIT_KEY = sessionKeys.wait();

/** How often the hold is asked while reads are under way, in ms. */
const WAIT_POLL_MS = 1000;

/**
 * How long reads must have been under way before the hold is first asked about, in ms. A 429 holds a
 * holder's requests for at least 1 s (docs/api.md §Rate limits), and a quicker read looks like nothing
 * is wrong anyway; asking at every read's start cost a call to main and two renders per read (each
 * place look-up, each page), beside the read itself (docs/benchmarks.md §The place autocomplete).
 */
const ASK_AFTER_MS = 500;

/** Whether a query is a read of the app's (not the ask about the hold itself, which goes to main). */
function isRead(query: Query): boolean {
  return !(query.queryKey[0] === WAIT_KEY[0] && query.queryKey[1] === WAIT_KEY[1]);
}

/**
 * "Waiting for the exchange": while any read is under way and the exchange holds this session's
 * requests after a 429 (electron/services/api/pace.ts), one polite status line says so and when the
 * request goes on its own, so a slow answer never looks like a broken app. docs/api.md §Rate limits.
 * The hold is asked about (`session.wait`, a local call) once reads have been under way for
 * ASK_AFTER_MS, then every WAIT_POLL_MS while they last.
 */
export function ExchangeWait() {
  const slow = useSlowReads(useQueryClient(), ASK_AFTER_MS, isRead);
  return (
    <p className="exchange-wait" aria-live="polite">
      {slow ? <HoldLine /> : null}
    </p>
  );
}

/** The hold's sentence, mounted only while reads last: asks main every WAIT_POLL_MS. */
function HoldLine() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const wait = useQuery({
    queryKey: WAIT_KEY,
    queryFn: () => call('session.wait', {}),
    refetchInterval: WAIT_POLL_MS,
    staleTime: 0,
    gcTime: 0,
  });
  const until = wait.data?.until ?? null;
  return until !== null
    ? t('wait.exchange', {
        time: new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }).format(new Date(until)),
      })
    : null;
}
