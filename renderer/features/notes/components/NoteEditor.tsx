/**
 * The note and tags of one listing or company, edited where it is shown (docs/notes.md §Where notes show): a
 * text (up to 2,000 characters), tags (free words; the ones used before are suggested, most used first) and,
 * for a company, its list (none, blocked or preferred). Private: kept in the local database, never sent
 * to the exchange. "Save" writes it (an empty note is deleted), "Delete note" removes it; each says
 * when it is on disk. Tags are added with Enter or "Add tag" and removed with their × button.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyList, Note, NoteSubject } from '../../../../shared/contract/calls';
import { NOTE_TEXT_MAX, TAG_MAX, TAGS_PER_NOTE_MAX, tagSchema } from '../../../../shared/contract/notes';
import type { AppError } from '../../../../shared/contract/errors';
import { ErrorAlert } from '../../../shared/ErrorAlert';
import { toAppError } from '../../../shared/transport';
import { invalidateNotes, noteQueries, noteWrites } from '../api/noteQueries';
import './notes.css';

/** Props: what the note is about and its label (the company's name, the listing's route). */
export interface NoteEditorProps {
  subject: NoteSubject;
  /** Kept with the note: the Notes screen shows it, and a company's name is matched on offers. */
  label: string | null;
  /** The heading's level: 3 inside a panel that has its own h2 (the listing), 2 on a page (the company). */
  level?: 2 | 3;
}

/** The editor, once the stored note is read (so the form starts from it). */
export function NoteEditor({ subject, label, level = 3 }: NoteEditorProps) {
  const { t } = useTranslation('notes');
  const query = useQuery(noteQueries.one(subject));
  // Kept here: the form starts over from each stored version (its key), the confirmation stays.
  const [status, setStatus] = useState<Status>(null);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="note-editor" aria-labelledby={`note-${subject.kind}-${subject.id}`}>
      <Heading id={`note-${subject.kind}-${subject.id}`}>{t('editor.title')}</Heading>
      <p className="muted">{t('editor.private')}</p>
      {query.isError ? <ErrorAlert error={toAppError(query.error)} context="detail" /> : null}
      {query.isPending ? <p className="muted">{t('editor.loading')}</p> : null}
      {query.isSuccess ? (
        <NoteForm
          key={query.data?.updatedAt ?? 'none'}
          subject={subject}
          label={label}
          stored={query.data}
          setStatus={setStatus}
        />
      ) : null}
      {status ? (
        <p role="status" className="note-status">
          {status === 'saved' ? t('editor.saved') : t('editor.deleted')}
        </p>
      ) : null}
    </section>
  );
}

type Status = 'saved' | 'deleted' | null;

interface NoteFormProps extends NoteEditorProps {
  stored: Note | null;
  setStatus: (status: Status) => void;
}

function NoteForm({ subject, label, stored, setStatus }: NoteFormProps) {
  const { t } = useTranslation('notes');
  const client = useQueryClient();
  const id = useId();
  const [text, setText] = useState(stored?.text ?? '');
  const [tags, setTags] = useState<string[]>(stored?.tags ?? []);
  const [list, setList] = useState<CompanyList | null>(stored?.list ?? null);
  const [draft, setDraft] = useState('');
  const [tagProblem, setTagProblem] = useState<string | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const [busy, setBusy] = useState(false);
  const suggestions = useQuery(noteQueries.tags());
  const offered = (suggestions.data ?? [])
    .map((use) => use.tag)
    .filter((tag) => !tags.some((own) => own.toLocaleLowerCase() === tag.toLocaleLowerCase()));

  const addTag = () => {
    const parsed = tagSchema.safeParse(draft);
    if (!parsed.success) {
      const code = parsed.error.issues[0]?.code;
      setTagProblem(
        code === 'too_small'
          ? t('editor.tagEmpty')
          : code === 'too_big'
            ? t('editor.tagTooLong', { max: TAG_MAX })
            : t('editor.tagLine'),
      );
      return;
    }
    if (tags.length >= TAGS_PER_NOTE_MAX) {
      setTagProblem(t('editor.tooManyTags', { max: TAGS_PER_NOTE_MAX }));
      return;
    }
    if (!tags.some((tag) => tag.toLocaleLowerCase() === parsed.data.toLocaleLowerCase())) {
      setTags([...tags, parsed.data]);
    }
    setDraft('');
    setTagProblem(null);
    setStatus(null);
  };
  const onTagKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      addTag();
    }
  };
  const run = async (work: () => Promise<unknown>, done: Status) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      setStatus(done);
      await invalidateNotes(client);
    } catch (thrown) {
      setError(toAppError(thrown));
      setStatus(null);
    } finally {
      setBusy(false);
    }
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () =>
        noteWrites.save({
          ...subject,
          label,
          text,
          tags,
          list: subject.kind === 'company' ? list : null,
        }),
      'saved',
    );
  };
  const remove = () => void run(() => noteWrites.remove(subject), 'deleted');

  return (
    <form className="note-form" onSubmit={save}>
      <label htmlFor={`${id}-text`}>{t('editor.text')}</label>
      <textarea
        id={`${id}-text`}
        value={text}
        maxLength={NOTE_TEXT_MAX}
        rows={4}
        onChange={(event) => {
          setText(event.target.value);
          setStatus(null);
        }}
      />
      <div className="note-tags">
        <span id={`${id}-tags`}>{t('editor.tags')}</span>
        <ul aria-labelledby={`${id}-tags`}>
          {tags.map((tag) => (
            <li key={tag} className="tag-chip">
              {tag}
              <button
                type="button"
                aria-label={t('editor.removeTag', { tag })}
                onClick={() => {
                  setTags(tags.filter((own) => own !== tag));
                  setStatus(null);
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <label htmlFor={`${id}-tag`}>{t('editor.newTag')}</label>
        <input
          id={`${id}-tag`}
          list={`${id}-suggestions`}
          value={draft}
          maxLength={TAG_MAX + 10}
          aria-describedby={tagProblem ? `${id}-tag-problem` : undefined}
          aria-invalid={tagProblem ? true : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onTagKey}
        />
        <datalist id={`${id}-suggestions`}>
          {offered.map((tag) => (
            <option key={tag} value={tag} />
          ))}
        </datalist>
        <button type="button" onClick={addTag}>
          {t('editor.addTag')}
        </button>
        {tagProblem ? (
          <p id={`${id}-tag-problem`} className="field-error" role="alert">
            {tagProblem}
          </p>
        ) : null}
      </div>
      {subject.kind === 'company' ? (
        <fieldset className="note-list">
          <legend>{t('editor.list')}</legend>
          {(
            [
              [null, t('editor.listNone')],
              ['blocked', t('editor.listBlocked')],
              ['preferred', t('editor.listPreferred')],
            ] as const
          ).map(([value, words]) => (
            <label key={value ?? 'none'}>
              <input
                type="radio"
                name={`${id}-list`}
                checked={list === value}
                onChange={() => {
                  setList(value);
                  setStatus(null);
                }}
              />
              {words}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="note-actions">
        <button type="submit" disabled={busy}>
          {t('editor.save')}
        </button>
        {stored ? (
          <button type="button" disabled={busy} onClick={remove}>
            {t('editor.delete')}
          </button>
        ) : null}
      </div>
      {error ? <ErrorAlert error={error} context="detail" /> : null}
    </form>
  );
}
