import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { SavedSearch } from '../../../../shared/contract/calls';
import type { AppError } from '../../../../shared/contract/errors';
import { ErrorAlert } from '../../../shared/ErrorAlert';
import { invalidateSavedSearches, savedSearchWrites } from '../api/savedSearchQueries';
import { toAppError } from '../../../shared/transport';
import '../../../shared/dialog/dialog.css';

/** Props of DeleteSearchDialog: the search, and what to do once it is closed or deleted. */
export interface DeleteSearchDialogProps {
  search: SavedSearch;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * Asks before deleting a saved search (a react-aria `alertdialog`): "Delete" removes it and its seen
 * marks (`savedSearches.delete`); "Cancel" or Escape keeps it. A failure shows in the dialog.
 */
export function DeleteSearchDialog({ search, onClose, onDeleted }: DeleteSearchDialogProps) {
  const { t } = useTranslation('savedSearches');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AppError | null>(null);

  const remove = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await savedSearchWrites.remove(search.id);
      await invalidateSavedSearches(queryClient);
      onClose();
      onDeleted();
    } catch (thrown) {
      setFailure(toAppError(thrown));
      setBusy(false);
    }
  };

  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className="modal">
        <Dialog className="dialog" role="alertdialog">
          <Heading slot="title" className="dialog-title">
            {t('delete.title', { name: search.name })}
          </Heading>
          <p>{t('delete.body')}</p>
          {failure ? <ErrorAlert error={failure} context="session" /> : null}
          <div className="dialog-actions">
            <button type="button" className="danger" aria-disabled={busy} onClick={() => void remove()}>
              {t('delete.confirm')}
            </button>
            <button type="button" autoFocus onClick={onClose}>
              {t('delete.cancel')}
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
