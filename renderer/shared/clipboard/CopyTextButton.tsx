import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './clipboard.css';

/** How long "Copied" stays on screen, in ms (then the region is empty again, ready for the next copy). */
const COPIED_NOTICE_MS = 5000;

/** Props of CopyTextButton. */
export interface CopyTextButtonProps {
  /**
   * Makes the text to copy (in the UI language, e.g. `listingAsText`), called when the button is
   * pressed, so the text is always that of what is on screen then.
   */
  text: () => string;
}

/**
 * "Copy as text": writes `text()` to the system clipboard (`navigator.clipboard.writeText`, inside the
 * click so the browser sees the user's gesture) and says how it went in an `aria-live` region beside
 * the button: "Copied" for a few seconds, or a sentence when the clipboard refused (no clipboard, no
 * permission: the desktop shell allows the app's own page to write text, electron/shell/permissions.ts).
 * Give it a `key` per item shown, so a new item starts without the last one's notice.
 */
export function CopyTextButton({ text }: CopyTextButtonProps) {
  const { t } = useTranslation('common');
  const [outcome, setOutcome] = useState<'copied' | 'refused' | null>(null);

  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome(null), COPIED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copy = () => {
    // empty first: the same notice twice in a row is announced twice
    setOutcome(null);
    let written: Promise<void>;
    try {
      written = navigator.clipboard.writeText(text());
    } catch {
      setOutcome('refused');
      return;
    }
    written.then(
      () => setOutcome('copied'),
      () => setOutcome('refused'),
    );
  };

  return (
    <>
      <button type="button" onClick={copy}>
        {t('copyText.button')}
      </button>
      <span className="copy-notice" aria-live="polite">
        {outcome === 'copied' ? t('copyText.copied') : outcome === 'refused' ? t('copyText.refused') : ''}
      </span>
    </>
  );
}
