import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import '../../../shared/dialog/dialog.css';

/** Props of RemoveKeyDialog: where the key is saved, and the two outcomes. */
export interface RemoveKeyDialogProps {
  /** The host (or "Demo sandbox") whose saved key would be removed. */
  environment: string;
  /** The saved key's last 4 characters, so the user knows which key goes. */
  last4: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before removing a key saved in the OS keychain (a react-aria `alertdialog`): "Remove key"
 * deletes it from the keychain (`keys.remove`); "Keep key" or Escape keeps it.
 */
export function RemoveKeyDialog({ environment, last4, onConfirm, onClose }: RemoveKeyDialogProps) {
  const { t } = useTranslation('session');
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
            {t('removeDialog.title')}
          </Heading>
          <p>
            {last4 === null
              ? t('removeDialog.body', { environment })
              : t('removeDialog.bodyLast4', { environment, last4 })}
          </p>
          <div className="dialog-actions">
            <button
              type="button"
              className="danger"
              onClick={() => {
                onClose();
                onConfirm();
              }}
            >
              {t('removeDialog.confirm')}
            </button>
            <button type="button" autoFocus onClick={onClose}>
              {t('removeDialog.cancel')}
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
