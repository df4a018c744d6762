import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../shared/ErrorAlert';
import { savedSearchQueries } from '../api/savedSearchQueries';
import { RunResults } from './RunResults';

/**
 * `#/saved-searches/<id>`: one saved search re-run. Finds the search in the stored list (loading and
 * error states while it does), then runs it (RunResults). A search that is gone, or whose filters no
 * longer apply, says so with a way back to the list; nothing is run then.
 */
export function SavedSearchRun({ id }: { id: string }) {
  const { t } = useTranslation('savedSearches');
  const query = useQuery(savedSearchQueries.list());
  const search = query.data?.find((candidate) => candidate.id === id);
  const back = (
    <p>
      <Link to="/saved-searches">{t('run.back')}</Link>
    </p>
  );

  if (search && search.filters !== null && search.filtersProblem === null) {
    return <RunResults search={search} back={back} />;
  }
  return (
    <div className="screen saved-search-run">
      <h1 className="screen-title">{search?.name ?? t('title')}</h1>
      {back}
      {query.isPending ? (
        <p role="status" className="muted">
          {t('list.loading')}
        </p>
      ) : null}
      <QueryErrorAlert query={query} context="list" />
      {query.isSuccess && !search ? <p className="empty">{t('run.gone')}</p> : null}
      {search ? (
        <div className="alert">
          <p>{t('list.filtersProblem')}</p>
          <p className="alert-detail">{t('list.problemDetails', { detail: search.filtersProblem ?? '' })}</p>
        </div>
      ) : null}
    </div>
  );
}
