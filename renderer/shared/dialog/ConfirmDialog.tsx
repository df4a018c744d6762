import { useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { AppError } from '../../../shared/contract/errors';
import { ErrorAlert } from '../ErrorAlert';
import { toAppError } from '../transport';
import './dialog.css';

/** Props of ConfirmDialog: its words, the action asked about, and what closes it. */
export interface ConfirmDialogProps {
  title: string;
  body: string;
  /** The danger button's words ("Delete", "Remove key"). */
  confirmLabel: string;
  /** The button that keeps things as they are ("Cancel", "Keep key"); it has the focus. */
  cancelLabel: string;
  /** Does the action; once it resolves the dialog closes, a rejection shows in the dialog. */
  onConfirm: () => void | Promise<void>;
  onClose: () => void;
}

/**
 * Asks before a destructive action (a react-aria modal `alertdialog`): the confirm button runs
 * `onConfirm` (pressed again while it runs, it does nothing) and then closes; the cancel button,
 * Escape or a click outside close it and do nothing.
 */
export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AppError | null>(null);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      onClose();
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
            {title}
          </Heading>
          <p>{body}</p>
          {failure ? <ErrorAlert error={failure} context="session" /> : null}
          <div className="dialog-actions">
            <button type="button" className="danger" aria-disabled={busy} onClick={() => void confirm()}>
              {confirmLabel}
            </button>
            <button type="button" autoFocus onClick={onClose}>
              {cancelLabel}
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
