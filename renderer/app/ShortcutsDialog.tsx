import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import '../shared/dialog/dialog.css';

/** One row of the dialog: the keys (either works) and what they do, in the current language. */
interface Shortcut {
  keys: readonly string[];
  does: string;
}

/** The keys of the keyboard-first triage (docs/keyboard.md), in the order the dialog lists them. */
function shortcuts(t: TFunction<'common'>): Shortcut[] {
  return [
    { keys: ['j', '↓'], does: t('shortcuts.action.move.down') },
    { keys: ['k', '↑'], does: t('shortcuts.action.move.up') },
    { keys: [t('shortcuts.keyName.Enter')], does: t('shortcuts.action.open') },
    { keys: [t('shortcuts.keyName.Escape')], does: t('shortcuts.action.back') },
    { keys: ['r'], does: t('shortcuts.action.refresh') },
    { keys: ['n'], does: t('shortcuts.action.next') },
    { keys: ['p'], does: t('shortcuts.action.previous') },
    { keys: ['/'], does: t('shortcuts.action.filter') },
    { keys: ['?'], does: t('shortcuts.action.help') },
  ];
}

/** Props of ShortcutsDialog: whether it is open, and what opens or closes it. */
export interface ShortcutsDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The `?` dialog (react-aria modal): every keyboard shortcut of the lists and what it does, in the
 * current language. Escape or "Close" closes it; the focus goes back where it was.
 */
export function ShortcutsDialog({ isOpen, onOpenChange }: ShortcutsDialogProps) {
  const { t } = useTranslation('common');
  return (
    <ModalOverlay className="modal-overlay" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className="modal">
        <Dialog className="dialog shortcuts-dialog">
          {({ close }) => (
            <>
              <Heading slot="title" className="dialog-title">
                {t('shortcuts.title')}
              </Heading>
              <p>{t('shortcuts.intro')}</p>
              <table className="shortcuts">
                <thead>
                  <tr>
                    <th scope="col">{t('shortcuts.key')}</th>
                    <th scope="col">{t('shortcuts.does')}</th>
                  </tr>
                </thead>
                <tbody>
                  {shortcuts(t).map(({ keys, does }) => (
                    <tr key={keys.join()}>
                      <th scope="row">
                        {keys.map((key, index) => (
                          <span key={key}>
                            {index > 0 ? ` ${t('shortcuts.or')} ` : null}
                            <kbd>{key}</kbd>
                          </span>
                        ))}
                      </th>
                      <td>{does}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <div className="dialog-actions">
                <Button onPress={close}>{t('shortcuts.close')}</Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
