import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { SavedSearch } from '../../../../shared/contract/calls';
import { formatDateTime } from '../../../shared/format/dates';
import { useLocale } from '../../../shared/format/useLocale';
import { useSearchSummary } from '../model/summary';
import { WatchSwitch } from './WatchSwitch';

/** Props of SavedSearchItem: one saved search and what its Rename and Delete buttons do. */
export interface SavedSearchItemProps {
  search: SavedSearch;
  onRename: () => void;
  onDelete: () => void;
}

/**
 * One saved search in the list: its name (a heading), kind, filters in words, last run and the watch's
 * last read of it (`watchReadAt`), and "Run"
 * (to `#/saved-searches/<id>`), "Rename", "Delete". A search whose saved filters no longer apply
 * (`filtersProblem`) says so instead of its filters, with the store's words as details, and cannot
 * be run: only renamed or deleted. Each action is described by the search's name (`aria-describedby`).
 * Its Watch switch (WatchSwitch) says whether the watch reads it (docs/watch.md §Saved searches as alerts).
 */
export function SavedSearchItem({ search, onRename, onDelete }: SavedSearchItemProps) {
  const { t } = useTranslation('savedSearches');
  const locale = useLocale();
  const summarize = useSearchSummary();
  const summary = summarize(search);
  const nameId = `saved-search-${search.id}-name`;
  const kind = search.kind === 'listings' ? t('kind.listings') : t('kind.vehicles');
  const lastRun = search.lastRunAt
    ? t('list.lastRun', { when: formatDateTime(search.lastRunAt, locale) })
    : t('list.neverRun');
  // the watch's reads are said beside the user's runs, never taken for them (docs/watch.md §Saved searches
  // as alerts): "Never run · Read by the watch 29 Nov 2026, 10:42"
  const watchRead = search.watchReadAt
    ? t('list.watchRead', { when: formatDateTime(search.watchReadAt, locale) })
    : null;

  return (
    <li className="saved-search">
      <h2 id={nameId} className="saved-search-name">
        {search.name}
      </h2>
      <p className="saved-search-meta">
        <span className="badge">{kind}</span>{' '}
        <span className="muted">{watchRead ? `${lastRun} · ${watchRead}` : lastRun}</span>
      </p>
      {search.filtersProblem === null && summary !== null ? (
        <p className="saved-search-summary">{summary}</p>
      ) : (
        <div className="alert saved-search-problem">
          <p>{t('list.filtersProblem')}</p>
          <p className="alert-detail">{t('list.problemDetails', { detail: search.filtersProblem ?? '' })}</p>
        </div>
      )}
      {search.filtersProblem === null && summary !== null ? (
        <WatchSwitch search={search} nameId={nameId} />
      ) : null}
      <div className="saved-search-actions">
        {search.filtersProblem === null && summary !== null ? (
          <Link
            to="/saved-searches/$id"
            params={{ id: search.id }}
            aria-describedby={nameId}
            className="button-link"
          >
            {t('list.run')}
          </Link>
        ) : null}
        <button type="button" aria-describedby={nameId} onClick={onRename}>
          {t('list.rename')}
        </button>
        <button type="button" aria-describedby={nameId} onClick={onDelete}>
          {t('list.delete')}
        </button>
      </div>
    </li>
  );
}
