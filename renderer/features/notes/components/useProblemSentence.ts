/**
 * A notes file's problem as one sentence in the UI language: "Entry 3: a tag is at most 40
 * characters." (docs/notes.md §Export and import), each code of `NotesFileProblemCode`
 * (shared/contract/notes.ts) plus `notJson` written out.
 */
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

/** The sentence maker of the current language. */
export function useProblemSentence(): (problem: ProblemToWord) => string {
  const { t } = useTranslation('notes');
  const words = (code: ProblemToWord['code']): string => {
    switch (code) {
      case 'notJson':
        return t('import.problem.notJson');
      case 'notNotesFile':
        return t('import.problem.notNotesFile');
      case 'tooManyEntries':
        return t('import.problem.tooManyEntries', { max: NOTES_FILE_ENTRIES_MAX });
      case 'notObject':
        return t('import.problem.notObject');
      case 'kind':
        return t('import.problem.kind');
      case 'listingRef':
        return t('import.problem.listingRef');
      case 'companyId':
        return t('import.problem.companyId');
      case 'label':
        return t('import.problem.label', { max: NOTE_LABEL_MAX });
      case 'textTooLong':
        return t('import.problem.textTooLong', { max: NOTE_TEXT_MAX });
      case 'tagEmpty':
        return t('import.problem.tagEmpty');
      case 'tagTooLong':
        return t('import.problem.tagTooLong', { max: TAG_MAX });
      case 'tagLine':
        return t('import.problem.tagLine');
      case 'tooManyTags':
        return t('import.problem.tooManyTags', { max: TAGS_PER_NOTE_MAX });
      case 'list':
        return t('import.problem.list');
      case 'listOnListing':
        return t('import.problem.listOnListing');
      case 'updatedAt':
        return t('import.problem.updatedAt');
      case 'duplicate':
        return t('import.problem.duplicate');
    }
  };
  return (problem) =>
    problem.entry === null
      ? words(problem.code)
      : t('import.problem.entry', { entry: problem.entry, problem: words(problem.code) });
}
