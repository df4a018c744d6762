import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskProblem } from '../../shared/contract/desk';
import { deskQueries } from './deskQueries';

/** sessionStorage key of the moved-aside file the user dismissed the notice of (a reload keeps it dismissed). */
const DISMISSED_KEY = 'dispatch.deskNotice.dismissed';

function wasDismissed(problem: DeskProblem): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === problem.movedTo;
  } catch {
    return false; // no storage: the notice shows until dismissed on this page
  }
}

function rememberDismissed(problem: DeskProblem): void {
  try {
    sessionStorage.setItem(DISMISSED_KEY, problem.movedTo);
  } catch {
    // no storage: dismissed for this page's life only
  }
}

/**
 * The local database was unusable at start (electron/services/db/database.ts; docs/notes.md: the
 * notes, saved searches, seen marks and hidden loads live there): a plain notice says what was wrong
 * (per `DeskProblem.kind`), where the old file was kept, untouched, and that saved searches and notes
 * start again, empty. Read once per start (`desk.status`); renders nothing when there was no problem,
 * while the read is under way, or when it failed. Dismissed with its button, it stays dismissed for
 * the window's life (a reload included).
 */
export function DeskNotice() {
  const { t } = useTranslation('common');
  const status = useQuery(deskQueries.status());
  const [dismissed, setDismissed] = useState<string | null>(null);
  const problem = status.data?.problem ?? null;
  if (problem === null || dismissed === problem.movedTo || wasDismissed(problem)) return null;
  const what: Record<DeskProblem['kind'], string> = {
    not_a_database: t('deskNotice.kind.not_a_database'),
    corrupt: t('deskNotice.kind.corrupt'),
    newer_version: t('deskNotice.kind.newer_version'),
    migration_failed: t('deskNotice.kind.migration_failed'),
  };
  const dismiss = () => {
    rememberDismissed(problem);
    setDismissed(problem.movedTo);
  };
  return (
    <section className="key-notice desk-notice" role="alert" aria-labelledby="desk-notice-title">
      <h2 id="desk-notice-title">{t('deskNotice.title')}</h2>
      <p>{what[problem.kind]}</p>
      <p>
        {t('deskNotice.keptAt')} <code>{problem.movedTo}</code>
      </p>
      <p>{t('deskNotice.startAgain')}</p>
      {problem.detail ? (
        <p className="desk-notice-detail">{t('error.details', { detail: problem.detail })}</p>
      ) : null}
      <button type="button" onClick={dismiss}>
        {t('deskNotice.dismiss')}
      </button>
    </section>
  );
}
