import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SAVED_SEARCH_NAME_MAX, savedSearchNameSchema } from '../../../../shared/contract/desk';
import type { AppError } from '../../../../shared/contract/errors';
import { ErrorAlert } from '../../../shared/ErrorAlert';
import { describedBy, FieldMessage } from '../../../shared/FieldMessage';
import { toAppError } from '../../../shared/transport';
import { nameProblemOfCode, nameProblemOfError, type NameProblem } from '../model/nameProblem';
import '../../../shared/dialog/dialog.css';
import './searchNameDialog.css';

const nameFormSchema = z.object({ name: savedSearchNameSchema });
type NameForm = z.input<typeof nameFormSchema>;

/** A problem as the code `nameProblemOfCode` reads back (kept as the field error's type). */
const PROBLEM_CODE: Record<NameProblem, string> = {
  required: 'too_small',
  tooLong: 'too_big',
  oneLine: 'invalid_format',
  taken: 'duplicate_name',
};

/** Props of SearchNameDialog. */
export interface SearchNameDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's heading ("Save this search", "Rename “Cluj → DE”"). */
  title: string;
  /** The submit button's words ("Save", "Rename"). */
  submitLabel: string;
  /** The name the field starts with (a rename: the current name). */
  initialName?: string;
  /**
   * Stores the valid, normalised name (trimmed, NFC). Resolves when it is on disk; the dialog then
   * closes. A rejection naming the name (a clash) shows next to the field; any other shows above
   * the buttons, and the dialog stays open with the name typed.
   */
  onSubmit: (name: string) => Promise<void>;
  /** More fields, shown under the name (saving: whether the dates stay relative). */
  extra?: ReactNode;
}

/**
 * A react-aria modal dialog asking a saved search's name (react-hook-form with the contract's
 * `savedSearchNameSchema`; a clash of names, found by the store, shows as "already used"). Escape or
 * "Cancel" closes it without saving; the focus then returns to the control that opened it.
 */
export function SearchNameDialog(props: SearchNameDialogProps) {
  const { isOpen, onOpenChange } = props;
  return (
    <ModalOverlay className="modal-overlay" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className="modal">
        <Dialog className="dialog">{({ close }) => <NameFormBody {...props} close={close} />}</Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function NameFormBody({
  title,
  submitLabel,
  initialName = '',
  onSubmit,
  extra,
  close,
}: SearchNameDialogProps & { close: () => void }) {
  const { t } = useTranslation('common');
  const [failure, setFailure] = useState<AppError | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NameForm, unknown, { name: string }>({
    resolver: zodResolver(nameFormSchema),
    defaultValues: { name: initialName },
  });

  const problemText = (problem: NameProblem) => {
    switch (problem) {
      case 'required':
        return t('savedSearch.name.required');
      case 'tooLong':
        return t('savedSearch.name.tooLong', { max: SAVED_SEARCH_NAME_MAX });
      case 'taken':
        return t('savedSearch.name.taken');
      case 'oneLine':
        return t('savedSearch.name.oneLine');
    }
  };
  const message = errors.name ? problemText(nameProblemOfCode(String(errors.name.type))) : undefined;

  const submit = handleSubmit(async ({ name }) => {
    if (isSubmitting) return;
    setFailure(null);
    try {
      await onSubmit(name);
      close();
    } catch (thrown) {
      const error = toAppError(thrown);
      const problem = nameProblemOfError(error);
      if (problem) setError('name', { type: PROBLEM_CODE[problem] }, { shouldFocus: true });
      else setFailure(error);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Heading slot="title" className="dialog-title">
        {title}
      </Heading>
      <div className="field">
        <label htmlFor="saved-search-name">{t('savedSearch.nameLabel')}</label>
        <input
          id="saved-search-name"
          autoFocus
          autoComplete="off"
          maxLength={SAVED_SEARCH_NAME_MAX * 2}
          {...register('name')}
          {...describedBy('saved-search-name-error', message)}
        />
        <FieldMessage id="saved-search-name-error" message={message} />
      </div>
      {extra}
      {failure ? <ErrorAlert error={failure} context="session" /> : null}
      <div className="dialog-actions">
        <button type="submit" aria-disabled={isSubmitting}>
          {isSubmitting ? t('savedSearch.saving') : submitLabel}
        </button>
        <button type="button" onClick={close}>
          {t('savedSearch.cancel')}
        </button>
      </div>
    </form>
  );
}
