/**
 * The Notes screen (`#/notes`, docs/notes.md §Where notes show): every private note, tag and company list,
 * searched as you type (label, text and tags, every word, ignoring case and diacritics: `notes.list`), each
 * linking to its listing (`#/listings/<ref>`) or company (`#/companies/<id>`), newest first; and the
 * export and import of them all (NotesTransfer).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Note } from '../../../../shared/contract/calls';
import { QueryErrorAlert } from '../../../shared/ErrorAlert';
import { formatDateTime } from '../../../shared/format/dates';
import { useLocale } from '../../../shared/format/useLocale';
import { NoteMarkView } from './NoteMark';
import { noteQueries } from '../api/noteQueries';
import { NotesTransfer } from './NotesTransfer';
import './notesScreen.css';

/** One note of the results: a link to its subject, its mark, tags, text and when it changed. */
function NoteItem({ note }: { note: Note }) {
  const { t } = useTranslation('notes');
  const locale = useLocale();
  const name =
    note.kind === 'listing'
      ? note.label
        ? t('screen.listingNamed', { ref: note.id, label: note.label })
        : note.id
      : (note.label ?? t('screen.company'));
  return (
    <li className="note-item">
      <p className="note-item-head">
        {note.kind === 'listing' ? (
          <Link to="/listings/$ref" params={{ ref: note.id }}>
            {name}
          </Link>
        ) : (
          <Link to="/companies/$id" params={{ id: note.id }}>
            {name}
          </Link>
        )}
        <NoteMarkView note={note} />
        <span className="muted">
          {' '}
          {t('screen.changed', { when: formatDateTime(note.updatedAt, locale) })}
        </span>
      </p>
      {note.tags.length > 0 ? (
        <ul className="note-item-tags" aria-label={t('screen.tags')}>
          {note.tags.map((tag) => (
            <li key={tag} className="tag-chip">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      {note.text ? <p className="note-item-text">{note.text}</p> : null}
    </li>
  );
}

/** The screen. */
export function NotesScreen() {
  const { t } = useTranslation('notes');
  const id = useId();
  const [text, setText] = useState('');
  const query = useDeferredValue(text.trim());
  const notes = useQuery(noteQueries.list(query));
  return (
    <div className="screen notes-screen">
      <h1 className="screen-title">{t('screen.title')}</h1>
      <p className="muted">{t('editor.private')}</p>
      <div className="notes-search">
        <label htmlFor={`${id}-q`}>{t('screen.search')}</label>
        <input id={`${id}-q`} type="search" value={text} onChange={(event) => setText(event.target.value)} />
      </div>
      <QueryErrorAlert query={notes} />
      {notes.data ? (
        notes.data.length > 0 ? (
          <>
            <p role="status" className="muted">
              {t('screen.count', { count: notes.data.length })}
            </p>
            <ul className="note-list-results">
              {notes.data.map((note) => (
                <NoteItem key={`${note.kind}:${note.id}`} note={note} />
              ))}
            </ul>
          </>
        ) : (
          <p role="status" className="empty">
            {query ? t('screen.noMatch') : t('screen.none')}
          </p>
        )
      ) : notes.isPending ? (
        <p className="muted">{t('screen.loading')}</p>
      ) : null}
      <NotesTransfer />
    </div>
  );
}
