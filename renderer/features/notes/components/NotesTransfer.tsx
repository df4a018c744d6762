/**
 * Export and import of every note, tag and company list as one JSON file (docs/notes.md §Export and import:
 * "moving to a new computer"). Export asks the store for the file (`notes.export`) and saves it through a
 * download link (`dispatch-notes-<date>.json`): the same in the browser host and in Electron. Import reads a
 * file chosen in a file input, checks it here first (nothing is sent for a bad file), then imports it
 * into this profile in one transaction (`notes.import`): each entry replaces the note of its listing
 * or company; a file with any bad entry changes nothing, the first 50 bad entries are named and the
 * rest counted. A file larger than the largest valid one is refused by the browser host as
 * `fileTooLarge` (shared/contract/notes.ts `NOTES_IMPORT_JSON_MAX_BYTES`).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppError } from '../../../../shared/contract/errors';
import { ErrorAlert } from '../../../shared/ErrorAlert';
import { invalidateNotes } from '../api/noteQueries';
import { call, toAppError } from '../../../shared/transport';
import { problemsOfImportError, readNotesFile, type FileProblems } from '../model/importProblems';
import { useProblemSentence, type ProblemToWord } from './useProblemSentence';

type Outcome =
  | { kind: 'exported'; count: number }
  | { kind: 'imported'; count: number }
  | ({ kind: 'problems' } & FileProblems)
  | { kind: 'error'; error: AppError }
  | null;

/** The export button and the import file input, with what came of the last one. */
export function NotesTransfer() {
  const { t } = useTranslation('notes');
  const client = useQueryClient();
  const id = useId();
  const sentence = useProblemSentence();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const exportNotes = async () => {
    setBusy(true);
    try {
      const file = await call('notes.export', {});
      const blob = new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `dispatch-notes-${file.exportedAt.slice(0, 10)}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setOutcome({ kind: 'exported', count: file.notes.length });
    } catch (thrown) {
      setOutcome({ kind: 'error', error: toAppError(thrown) });
    } finally {
      setBusy(false);
    }
  };

  const importNotes = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    setBusy(true);
    try {
      const read = readNotesFile(await chosen.text());
      if (!read.ok) {
        setOutcome({ kind: 'problems', problems: read.problems, moreBadEntries: read.moreBadEntries });
        return;
      }
      const { imported } = await call('notes.import', { file: read.data });
      await invalidateNotes(client);
      setOutcome({ kind: 'imported', count: imported });
    } catch (thrown) {
      const error = toAppError(thrown);
      const problems = problemsOfImportError(error);
      setOutcome(problems ? { kind: 'problems', ...problems } : { kind: 'error', error });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <section className="notes-transfer" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('transfer.title')}</h2>
      <p className="muted">{t('transfer.help')}</p>
      <div className="notes-transfer-actions">
        <button type="button" disabled={busy} onClick={() => void exportNotes()}>
          {t('transfer.export')}
        </button>
        <label htmlFor={`${id}-file`}>{t('transfer.import')}</label>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept="application/json,.json"
          disabled={busy}
          onChange={(event) => void importNotes(event)}
        />
      </div>
      <div role="status">
        {outcome?.kind === 'exported' ? t('transfer.exported', { count: outcome.count }) : null}
        {outcome?.kind === 'imported' ? t('transfer.imported', { count: outcome.count }) : null}
      </div>
      {outcome?.kind === 'problems' ? (
        <div role="alert" className="alert">
          <p>{t('transfer.refused')}</p>
          <ul>
            {outcome.problems.map((problem: ProblemToWord, index) => (
              <li key={index}>{sentence(problem)}</li>
            ))}
          </ul>
          {outcome.moreBadEntries > 0 ? (
            <p>{t('transfer.moreBadEntries', { count: outcome.moreBadEntries })}</p>
          ) : null}
        </div>
      ) : null}
      {outcome?.kind === 'error' ? <ErrorAlert error={outcome.error} context="detail" /> : null}
    </section>
  );
}
