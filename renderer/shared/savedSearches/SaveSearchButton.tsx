import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingFilters, VehicleFilters } from '../../../shared/contract/calls';
import { invalidateSavedSearches, savedSearchWrites } from './savedSearchQueries';
import { SearchNameDialog } from './SearchNameDialog';

/** Props of SaveSearchButton: what the search looks for and its current filters (those of the URL). */
export type SaveSearchButtonProps =
  { kind: 'listings'; filters: ListingFilters } | { kind: 'vehicles'; filters: VehicleFilters };

/**
 * "Save this search": opens a dialog asking a name (SearchNameDialog), stores the search with
 * `savedSearches.create` (the app's local database; nothing goes to the exchange) and confirms in a
 * polite live line (`aria-live`, not a second `status` beside the pager) with a link to Saved searches. A name already used by a saved search of the
 * same kind (ignoring case) is refused next to the field. Place it beside the Search button of
 * Listings (`kind="listings"`) or Free vehicles (`kind="vehicles"`), given the filters in the URL.
 */
export function SaveSearchButton(props: SaveSearchButtonProps) {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [savedName, setSavedName] = useState<string | null>(null);

  const save = async (name: string) => {
    const saved = await savedSearchWrites.create({ ...props, name });
    setSavedName(saved.name);
    void invalidateSavedSearches(queryClient);
  };

  return (
    <div className="save-search">
      <button
        type="button"
        onClick={() => {
          setSavedName(null);
          setOpen(true);
        }}
      >
        {t('savedSearch.button')}
      </button>
      <p aria-live="polite" className="save-search-status">
        {savedName === null ? null : (
          <>
            {t('savedSearch.saved', { name: savedName })}{' '}
            <Link to="/saved-searches">{t('savedSearch.open')}</Link>
          </>
        )}
      </p>
      <SearchNameDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={t('savedSearch.dialogTitle')}
        submitLabel={t('savedSearch.save')}
        onSubmit={save}
      />
    </div>
  );
}
