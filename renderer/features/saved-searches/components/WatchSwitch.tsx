import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Switch } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { SavedSearch } from '../../../../shared/contract/calls';
import { invalidateSavedSearches, savedSearchWrites } from '../api/savedSearchQueries';

/** Props of WatchSwitch: the saved search and the id of the element naming it (its heading). */
export interface WatchSwitchProps {
  search: SavedSearch;
  nameId: string;
}

/**
 * The Watch switch of one saved search (docs/watch.md §Saved searches as alerts; §What is watched, and the
 * events): a react-aria `Switch` (an `input role="switch"` named "Watch", described by the search's name and
 * a hint), stored with `savedSearches.setWatch`. While the write is on its way the switch shows the state
 * asked for; a failure puts it back and says so beside it (text, not colour).
 */
export function WatchSwitch({ search, nameId }: WatchSwitchProps) {
  const { t } = useTranslation('savedSearches');
  const queryClient = useQueryClient();
  const write = useMutation({
    mutationFn: (watch: boolean) => savedSearchWrites.setWatch(search.id, watch),
    onSettled: () => invalidateSavedSearches(queryClient),
  });
  const hintId = `saved-search-${search.id}-watch-hint`;
  const isSelected = write.isPending ? write.variables : search.watch;
  return (
    <div className="saved-search-watch">
      <Switch
        className="switch"
        isSelected={isSelected}
        onChange={(watch) => write.mutate(watch)}
        aria-describedby={`${nameId} ${hintId}`}
      >
        <span className="switch-track" aria-hidden="true">
          <span className="switch-thumb" />
        </span>
        {t('watch.label')}
      </Switch>
      <span id={hintId} className="muted small">
        {isSelected ? t('watch.on') : t('watch.off')}
      </span>
      {write.isError ? (
        <span role="alert" className="field-error">
          {t('watch.failed')}
        </span>
      ) : null}
    </div>
  );
}
