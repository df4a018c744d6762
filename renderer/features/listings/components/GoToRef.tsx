import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { listingRefSchema } from '../../../../shared/contract/common';
import { noteTypedRef } from '../model/typedRefStore';

/** Props of GoToRef: what opens a listing by its (upper-cased, checked) ref. */
export interface GoToRefProps {
  onGo: (ref: string) => void;
}

/**
 * "Go to listing": a listing code typed or pasted (`FX-7K2M9Q`, any case, spaces trimmed), checked
 * with the contract's `listingRefSchema` (docs/api.md §Resources); a bad form reads a sentence under
 * the field (tied to it with aria-describedby) and nothing is opened. Enter or "Open" opens it, noted
 * as typed (../model/typedRefStore.ts): when the exchange has no listing of that code, the panel says
 * that no listing has it, not that one is gone.
 */
export function GoToRef({ onGo }: GoToRefProps) {
  const { t } = useTranslation('listings');
  const id = useId();
  const [text, setText] = useState('');
  const [bad, setBad] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = listingRefSchema.safeParse(text);
    if (!parsed.success) {
      setBad(true);
      return;
    }
    setBad(false);
    setText(parsed.data);
    noteTypedRef(parsed.data);
    onGo(parsed.data);
  };
  return (
    <form className="go-to-ref" aria-label={t('goTo.formLabel')} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-ref`}>{t('goTo.label')}</label>
      <input
        id={`${id}-ref`}
        name="ref"
        value={text}
        placeholder={t('goTo.placeholder')}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={bad || undefined}
        aria-describedby={bad ? `${id}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (bad) setBad(false);
        }}
      />
      <button type="submit">{t('goTo.open')}</button>
      {bad ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {t('goTo.error')}
        </p>
      ) : null}
    </form>
  );
}
