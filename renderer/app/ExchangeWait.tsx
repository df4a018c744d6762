import { useIsFetching, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionKeys } from '../shared/session/sessionQueries';
import { call } from '../shared/transport';
import { useLocale } from '../shared/format/useLocale';

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

/** True once `on` has stayed true for `ms` (ms) without a break; false again as soon as it is false. */
function useLasting(on: boolean, ms: number): boolean {
  const [lasted, setLasted] = useState(false);
  useEffect(() => {
    if (!on) return undefined;
    const timer = setTimeout(() => setLasted(true), ms);
    return () => {
      clearTimeout(timer);
      setLasted(false);
    };
  }, [on, ms]);
  return on && lasted;
}

/**
 * "Waiting for the exchange": while any read is under way and the exchange holds this session's
 * requests after a 429 (electron/services/api/pace.ts), one polite status line says so and when the
 * request goes on its own, so a slow answer never looks like a broken app. docs/api.md §Rate limits.
 * The hold is asked about (`session.wait`, a local call) once reads have been under way for
 * ASK_AFTER_MS, then every WAIT_POLL_MS while they last.
 */
export function ExchangeWait() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const reading =
    useIsFetching({
      predicate: (query) => !(query.queryKey[0] === WAIT_KEY[0] && query.queryKey[1] === WAIT_KEY[1]),
    }) > 0;
  const slow = useLasting(reading, ASK_AFTER_MS);
  const wait = useQuery({
    queryKey: WAIT_KEY,
    queryFn: () => call('session.wait', {}),
    enabled: slow,
    refetchInterval: slow ? WAIT_POLL_MS : false,
    staleTime: 0,
    gcTime: 0,
  });
  const until = slow ? (wait.data?.until ?? null) : null;
  return (
    <p className="exchange-wait" aria-live="polite">
      {until !== null
        ? t('wait.exchange', {
            time: new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }).format(new Date(until)),
          })
        : null}
    </p>
  );
}
