import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedSearch } from '../../../../shared/contract/calls';
import { ErrorAlert } from '../../../shared/ErrorAlert';
import { savedSearchQueries } from '../api/savedSearchQueries';
import { toAppError } from '../../../shared/transport';
import { DeleteSearchDialog } from './DeleteSearchDialog';
import { HiddenLoadsSection } from './HiddenLoadsSection';
import { RenameSearchDialog } from './RenameSearchDialog';
import { SavedSearchItem } from './SavedSearchItem';

/**
 * Every saved search, by name (`savedSearches.list`, from the local database): each with its kind,
 * its filters in words, when it last ran, and its actions (Run, Rename, Delete). Loading, empty and
 * error states; what a rename or a delete did is said in a `role="status"` line. After a delete the
 * focus goes to the heading. Below them, the hidden loads (HiddenLoadsSection, docs/watch.md §Seen and hidden
 * loads).
 */
export function SavedSearchList() {
  const { t } = useTranslation('savedSearches');
  const query = useQuery(savedSearchQueries.list());
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // after a delete the focus goes to the heading (the Delete button that had it is gone)
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [deletions, setDeletions] = useState(0);
  useEffect(() => {
    if (deletions > 0) titleRef.current?.focus();
  }, [deletions]);
  const searches = query.data;

  return (
    <div className="screen saved-searches-screen">
      <h1 className="screen-title" ref={titleRef} tabIndex={-1}>
        {t('title')}
      </h1>
      <p role="status" className="saved-searches-status">
        {query.isPending ? t('list.loading') : done}
      </p>
      {query.isError ? (
        <ErrorAlert error={toAppError(query.error)} context="list" onTryAgain={() => void query.refetch()} />
      ) : null}
      {searches && searches.length === 0 ? <p className="empty">{t('list.empty')}</p> : null}
      {searches && searches.length > 0 ? (
        <ul className="saved-search-list" aria-label={t('list.label')}>
          {searches.map((search) => (
            <SavedSearchItem
              key={search.id}
              search={search}
              onRename={() => {
                setDone(null);
                setRenaming(search);
              }}
              onDelete={() => {
                setDone(null);
                setDeleting(search);
              }}
            />
          ))}
        </ul>
      ) : null}
      <HiddenLoadsSection />
      {renaming ? (
        <RenameSearchDialog
          search={renaming}
          onClose={() => setRenaming(null)}
          onRenamed={(saved) => setDone(t('list.renamed', { name: saved.name }))}
        />
      ) : null}
      {deleting ? (
        <DeleteSearchDialog
          search={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDone(t('list.deleted', { name: deleting.name }));
            setDeletions((count) => count + 1);
          }}
        />
      ) : null}
    </div>
  );
}
