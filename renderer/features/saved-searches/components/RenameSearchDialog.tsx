import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SavedSearch } from '../../../../shared/contract/calls';
import { invalidateSavedSearches, savedSearchWrites } from '../api/savedSearchQueries';
import { SearchNameDialog } from './SearchNameDialog';

/** Props of RenameSearchDialog: the search, and what to do once it is closed or renamed. */
export interface RenameSearchDialogProps {
  search: SavedSearch;
  onClose: () => void;
  onRenamed: (saved: SavedSearch) => void;
}

/**
 * Renames a saved search (`savedSearches.rename`): the name dialog, opened with the current name. A
 * name another saved search of the same kind has (ignoring case) is refused next to the field.
 */
export function RenameSearchDialog({ search, onClose, onRenamed }: RenameSearchDialogProps) {
  const { t } = useTranslation('savedSearches');
  const queryClient = useQueryClient();
  return (
    <SearchNameDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('rename.title', { name: search.name })}
      submitLabel={t('rename.submit')}
      initialName={search.name}
      onSubmit={async (name) => {
        const saved = await savedSearchWrites.rename(search.id, name);
        await invalidateSavedSearches(queryClient);
        onRenamed(saved);
      }}
    />
  );
}
