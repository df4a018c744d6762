/**
 * A notes file's problem as one sentence in the UI language: "Entry 3: a tag is at most 40
 * characters." (docs/notes.md §Export and import). The contract's schemas name each problem by its
 * catalog key (`notesProblemKey(code)`: `import.problem.<code>`, shared/contract/notes.ts); the keys
 * are written out here, one per code (the catalog check reads only literal keys), and the record's
 * type makes a new code fail to compile until it has its words.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { NotesFileProblemCode } from '../../../../shared/contract/calls';
import {
  NOTE_LABEL_MAX,
  NOTE_TEXT_MAX,
  NOTES_FILE_ENTRIES_MAX,
  TAG_MAX,
  TAGS_PER_NOTE_MAX,
} from '../../../../shared/contract/notes';

/** A problem to word: an entry number (1-based) or null for the whole file, and its code. */
export interface ProblemToWord {
  entry: number | null;
  code: NotesFileProblemCode | 'notJson';
}

/** The words of every problem code, and of `notJson`, in the language of `t`. */
export function problemWords(t: TFunction<'notes'>): Record<ProblemToWord['code'], string> {
  return {
    notJson: t('import.problem.notJson'),
    notNotesFile: t('import.problem.notNotesFile'),
    tooManyEntries: t('import.problem.tooManyEntries', { max: NOTES_FILE_ENTRIES_MAX }),
    fileTooLarge: t('import.problem.fileTooLarge', { max: NOTES_FILE_ENTRIES_MAX }),
    notObject: t('import.problem.notObject'),
    kind: t('import.problem.kind'),
    listingRef: t('import.problem.listingRef'),
    companyId: t('import.problem.companyId'),
    label: t('import.problem.label', { max: NOTE_LABEL_MAX }),
    textTooLong: t('import.problem.textTooLong', { max: NOTE_TEXT_MAX }),
    tagEmpty: t('import.problem.tagEmpty'),
    tagTooLong: t('import.problem.tagTooLong', { max: TAG_MAX }),
    tagLine: t('import.problem.tagLine'),
    tooManyTags: t('import.problem.tooManyTags', { max: TAGS_PER_NOTE_MAX }),
    list: t('import.problem.list'),
    listOnListing: t('import.problem.listOnListing'),
    updatedAt: t('import.problem.updatedAt'),
    unknownField: t('import.problem.unknownField'),
    duplicate: t('import.problem.duplicate'),
  };
}

/** The sentence maker of the current language. */
export function useProblemSentence(): (problem: ProblemToWord) => string {
  const { t } = useTranslation('notes');
  const words = problemWords(t);
  return (problem) =>
    problem.entry === null
      ? words[problem.code]
      : t('import.problem.entry', { entry: problem.entry, problem: words[problem.code] });
}
