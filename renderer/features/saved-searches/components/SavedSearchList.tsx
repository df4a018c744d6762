import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedSearch } from '../../../../shared/contract/calls';
import { QueryErrorAlert } from '../../../shared/ErrorAlert';
import { ConfirmDialog } from '../../../shared/dialog/ConfirmDialog';
import { invalidateSavedSearches, savedSearchQueries, savedSearchWrites } from '../api/savedSearchQueries';
import { HiddenLoadsSection } from './HiddenLoadsSection';
import { RenameSearchDialog } from './RenameSearchDialog';
import { SavedSearchItem } from './SavedSearchItem';

/**
 * Every saved search, by name (`savedSearches.list`, from the local database): each with its kind,
 * its filters in words, when it last ran, and its actions (Run, Rename, Delete). Loading, empty and
 * error states; what a rename or a delete did is said in a `role="status"` line. A delete is asked
 * first (ConfirmDialog): it removes the search and its seen marks (`savedSearches.delete`), and the
 * focus then goes to the heading. Below them, the hidden loads (HiddenLoadsSection, docs/watch.md §Seen and hidden
 * loads).
 */
export function SavedSearchList() {
  const { t } = useTranslation('savedSearches');
  const query = useQuery(savedSearchQueries.list());
  const queryClient = useQueryClient();
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
      <QueryErrorAlert query={query} context="list" />
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
        <ConfirmDialog
          title={t('delete.title', { name: deleting.name })}
          body={t('delete.body')}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await savedSearchWrites.remove(deleting.id);
            await invalidateSavedSearches(queryClient);
            setDone(t('list.deleted', { name: deleting.name }));
            setDeletions((count) => count + 1);
          }}
        />
      ) : null}
    </div>
  );
}
