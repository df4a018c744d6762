/**
 * The notes index of every note (one query shared by every mark on screen; refetched after a write).
 * While the notes load, or if they cannot be read, lists show no marks: a list never waits on them.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { noteQueries } from './noteQueries';
import { EMPTY_NOTES_INDEX, notesIndex, type NotesIndex } from '../model/notesIndex';

/** The index of all notes (empty until they are read). */
export function useNotesIndex(): NotesIndex {
  const { data } = useQuery(noteQueries.list());
  return useMemo(() => (data ? notesIndex(data) : EMPTY_NOTES_INDEX), [data]);
}
