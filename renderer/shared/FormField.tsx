import type { ReactNode } from 'react';
import { FieldMessage } from './FieldMessage';

/**
 * The attributes FormField gives its control: the id its label points at, and while a hint or a problem
 * is shown, `aria-describedby` naming both (hint first) and `aria-invalid` with a problem, so a screen
 * reader reads them with the field (WCAG 3.3.1, docs/architecture.md §The search-screen kit).
 */
export interface FormFieldControl {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** What a FormField shows: its control's id, label, an optional hint and the problem to say, if any. */
export interface FormFieldProps {
  /** The control's id; its hint is `<id>-hint`, its problem `<id>-error`. */
  id: string;
  /** The label, in the UI's language. */
  label: string;
  /** A line under the field saying what it takes (muted), or nothing. */
  hint?: string;
  /** The field's problem in a sentence, shown beside it; nothing while the field is fine. */
  message?: string | null;
  /** The control (input, select) drawn with the attributes given: spread them on it. */
  children: (control: FormFieldControl) => ReactNode;
}

/** The ids a field's control is described by: its hint's and, while shown, its problem's. */
export function fieldControl(
  id: string,
  hint: boolean,
  message: string | null | undefined,
): FormFieldControl {
  const ids = [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(' ');
  return {
    id,
    ...(message ? { 'aria-invalid': true as const } : {}),
    ...(ids ? { 'aria-describedby': ids } : {}),
  };
}

/**
 * One field of a form (the kit's field): its label, its control, a hint and its problem said in a
 * sentence beside it (FieldMessage.tsx), the ids wired so the label names the control and the hint and
 * the problem describe it. Used by Settings → My trucks; a form's own controls stay in the form.
 */
export function FormField({ id, label, hint, message, children }: FormFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children(fieldControl(id, Boolean(hint), message))}
      {hint ? (
        <span id={`${id}-hint`} className="muted small">
          {hint}
        </span>
      ) : null}
      <FieldMessage id={`${id}-error`} message={message} />
    </div>
  );
}
