import { useIsFetching, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sessionKeys } from '../shared/session/sessionQueries';
import { call } from '../shared/transport';
import { useLocale } from '../shared/format/useLocale';

/** Query key of the exchange's hold; not counted as "the app is reading" (it asks main, not the exchange). */
const WAIT_KEY = sessionKeys.wait();

/** How often the hold is asked while reads are under way, in ms. */
const WAIT_POLL_MS = 1000;

/**
 * "Waiting for the exchange": while any read is under way and the exchange holds this session's
 * requests after a 429 (electron/services/api/pace.ts), one polite status line says so and when the
 * request goes on its own, so a slow answer never looks like a broken app. docs/api.md §Rate limits.
 */
export function ExchangeWait() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const reading =
    useIsFetching({
      predicate: (query) => !(query.queryKey[0] === WAIT_KEY[0] && query.queryKey[1] === WAIT_KEY[1]),
    }) > 0;
  const wait = useQuery({
    queryKey: WAIT_KEY,
    queryFn: () => call('session.wait', {}),
    enabled: reading,
    refetchInterval: reading ? WAIT_POLL_MS : false,
    staleTime: 0,
    gcTime: 0,
  });
  const until = reading ? (wait.data?.until ?? null) : null;
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
