import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Place } from '../../../../shared/api/types';
import type { ListingFilters, VehicleFilters } from '../../../../shared/contract/calls';
import { relativeDatesOf, type RelativeDates } from '../../../../shared/domain/relative-dates';
import { useLocale } from '../../../shared/format/useLocale';
import { localDay } from '../../../shared/search/dateRange';
import { relativeDatesText } from '../../../shared/search/relativeDates';
import { invalidateSavedSearches, savedSearchWrites } from '../api/savedSearchQueries';
import { SearchNameDialog } from './SearchNameDialog';

/**
 * Props of SaveSearchButton: what the search looks for and its current filters (those of the URL);
 * for listings also the truck's place ("Truck at"), saved with the search when set (docs/watch.md §Saved
 * searches as alerts).
 */
export type SaveSearchButtonProps =
  | { kind: 'listings'; filters: ListingFilters; truckAt?: Place | null }
  | { kind: 'vehicles'; filters: VehicleFilters };

/**
 * "Save this search": opens a dialog asking a name (SearchNameDialog), stores the search with
 * `savedSearches.create` (the app's local database; nothing goes to the exchange) and confirms in a
 * polite live line (`aria-live`, not a second `status` beside the pager) with a link to Saved searches. A name already used by a saved search of the
 * same kind (ignoring case) is refused next to the field. Place it beside the Search button of
 * Listings (`kind="listings"`) or Free vehicles (`kind="vehicles"`), given the filters in the URL.
 *
 * Relative dates (docs/watch.md §Saved searches as alerts): when the first date is today or tomorrow (the
 * days the date field's Today and Tomorrow buttons give), the dialog offers, checked, to keep the dates
 * relative to the day the search runs ("Keep the dates relative to the day it runs: from today"); the search
 * is then saved with that rule (`relativeDatesOf`, shared/domain/relative-dates.ts). Unchecked, or any other
 * first date, the dates stay absolute.
 */
export function SaveSearchButton(props: SaveSearchButtonProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [savedName, setSavedName] = useState<string | null>(null);
  const [rule, setRule] = useState<RelativeDates | null>(null);
  const [keepRelative, setKeepRelative] = useState(true);

  const save = async (name: string) => {
    const relativeDates = rule && keepRelative ? rule : null;
    const saved = await savedSearchWrites.create({ ...props, name, relativeDates });
    setSavedName(saved.name);
    void invalidateSavedSearches(queryClient);
  };

  return (
    <div className="save-search">
      <button
        type="button"
        onClick={() => {
          setSavedName(null);
          setRule(relativeDatesOf(props.filters, localDay(new Date())));
          setKeepRelative(true);
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
        extra={
          rule ? (
            <div className="field field-check">
              <label>
                <input
                  type="checkbox"
                  checked={keepRelative}
                  onChange={(event) => setKeepRelative(event.target.checked)}
                  aria-describedby="saved-search-relative-hint"
                />{' '}
                {t('savedSearch.keepRelative', { dates: relativeDatesText(rule, locale, t) })}
              </label>
              <span id="saved-search-relative-hint" className="muted small">
                {t('savedSearch.keepRelativeHint')}
              </span>
            </div>
          ) : null
        }
      />
    </div>
  );
}
