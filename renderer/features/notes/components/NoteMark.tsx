/**
 * The mark a list shows where a listing or a company has a note, tags or a list entry (docs/notes.md §Where
 * notes show): a small mark per fact (✎ note or tags, a "Blocked" text chip, ★ preferred) and the same facts in
 * words for screen readers and as the tooltip, never colour alone. Blocked is a word, not the ⛔ emoji, which
 * is an empty box where no emoji font is installed (issue 53 §9); it shows in the offer inbox too. A company found by its name only says so
 * ("matched by name"): offers name their carrier without an id.
 */
import { useTranslation } from 'react-i18next';
import type { Note } from '../../../../shared/contract/calls';
import type { CompanyMatch } from '../model/notesIndex';
import { useNotesIndex } from '../api/useNotesIndex';
import './notes.css';

/** The words of one note's mark: what it holds, in the UI language. */
function useMarkWords() {
  const { t } = useTranslation('notes');
  return (
    note: Note,
    byName: boolean,
  ): { chip: string | null; icons: string; words: string; listClass: string } => {
    const parts: string[] = [];
    let icons = '';
    let chip: string | null = null;
    if (note.list === 'blocked') {
      chip = t('mark.blockedChip');
      parts.push(byName ? t('mark.blockedByName') : t('mark.blocked'));
    } else if (note.list === 'preferred') {
      icons += '★';
      parts.push(byName ? t('mark.preferredByName') : t('mark.preferred'));
    }
    if (note.text !== '' || note.tags.length > 0) {
      icons += '✎';
      if (note.text !== '')
        parts.push(
          t('mark.note', { text: note.text.length > 120 ? `${note.text.slice(0, 119)}…` : note.text }),
        );
      if (note.tags.length > 0) parts.push(t('mark.tags', { tags: note.tags.join(', ') }));
    }
    return { chip, icons, words: parts.join(' · '), listClass: note.list ? ` note-mark-${note.list}` : '' };
  };
}

/** One note's mark (nothing for no note). */
export function NoteMarkView({ note, byName = false }: { note: Note | null | undefined; byName?: boolean }) {
  const wordsOf = useMarkWords();
  if (!note) return null;
  const { chip, icons, words, listClass } = wordsOf(note, byName);
  return (
    <span className={`note-mark${listClass}`} title={words} data-testid="note-mark">
      {chip !== null ? (
        <span className="note-chip" aria-hidden="true">
          {chip}
        </span>
      ) : null}
      {icons !== '' ? <span aria-hidden="true">{icons}</span> : null}
      <span className="sr-only">{words}</span>
    </span>
  );
}

/** The mark of a listing (by its code), from the notes index. */
export function ListingNoteMark({ listingRef }: { listingRef: string }) {
  const index = useNotesIndex();
  return <NoteMarkView note={index.listing(listingRef)} />;
}

/**
 * The mark of a company: by its id, or by its name when it has no id (or no note by id) and a
 * listed company has that name (then the words say "matched by name").
 */
export function CompanyNoteMark({ id, name }: { id?: string | null; name?: string | null }) {
  const index = useNotesIndex();
  const match: CompanyMatch | null = index.company(id, name);
  return <NoteMarkView note={match?.note} byName={match?.byName} />;
}
