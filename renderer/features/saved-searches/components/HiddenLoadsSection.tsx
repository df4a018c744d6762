import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ErrorAlert';
import { formatDateTime } from '../../../shared/format/dates';
import { useLocale } from '../../../shared/format/useLocale';
import { hiddenLoadWrites, listingMarkQueries } from '../../listings';
import { toAppError } from '../../../shared/transport';

/**
 * "Hidden loads" on the Saved searches screen (docs/watch.md §Seen and hidden loads): every load hidden with
 * "Hide this load" (`hiddenLoads.list`, local), newest first, each with its code (a link to its page),
 * its route as it was when hidden, when, and "Show again" (`hiddenLoads.unhide`), said in a polite
 * live line (not a second `status` beside the list's).
 */
export function HiddenLoadsSection() {
  const { t } = useTranslation('savedSearches');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const query = useQuery(listingMarkQueries.hidden());
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const loads = query.data;

  const unhide = async (ref: string) => {
    setFailure(null);
    try {
      await hiddenLoadWrites.unhide(queryClient, ref);
      setDone(t('hidden.unhidden', { ref }));
    } catch (thrown) {
      setFailure(thrown);
    }
  };

  return (
    <section className="hidden-loads" aria-labelledby="hidden-loads-title">
      <h2 id="hidden-loads-title">{t('hidden.title')}</h2>
      <p className="muted">{t('hidden.intro')}</p>
      <p aria-live="polite" className="saved-searches-status">
        {done}
      </p>
      {query.isError ? <p className="alert">{t('hidden.failed')}</p> : null}
      {failure ? <ErrorAlert error={toAppError(failure)} context="session" /> : null}
      {loads && loads.length === 0 ? <p className="empty">{t('hidden.empty')}</p> : null}
      {loads && loads.length > 0 ? (
        <ul className="hidden-load-list" aria-label={t('hidden.label')}>
          {loads.map((load) => (
            <li key={load.ref}>
              <Link to="/listings/$ref" params={{ ref: load.ref }} id={`hidden-${load.ref}`}>
                {load.ref}
              </Link>{' '}
              {load.route ? <span>{load.route}</span> : null}{' '}
              <span className="muted small">
                {t('hidden.hiddenAt', { when: formatDateTime(load.hiddenAt, locale) })}
              </span>{' '}
              <button
                type="button"
                aria-describedby={`hidden-${load.ref}`}
                onClick={() => void unhide(load.ref)}
              >
                {t('hidden.unhide')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
