/**
 * Notes, tags and company lists (docs/notes.md) through the contract calls `notes.*`
 * (shared/contract/notes.ts): kept in the app's local database, never sent to the exchange. Every
 * write invalidates every notes query, so marks, editors and the Notes screen show the stored truth
 * once the write is on disk.
 *
 *   ['notes']                       every notes query
 *   ['notes', 'list', query]        notes matching `query` ('' = all; the marks read this one)
 *   ['notes', 'detail', kind, id]   one listing's or company's note
 *   ['notes', 'tags']               tags used before, most used first
 *
 * (docs/architecture.md §Query keys)
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Note, NoteInput, NoteSubject } from '../../../../shared/contract/calls';
import { call } from '../../../shared/transport';

/** The query keys of notes. */
export const noteKeys = {
  all: ['notes'] as const,
  lists: () => [...noteKeys.all, 'list'] as const,
  list: (query = '') => [...noteKeys.lists(), query] as const,
  details: () => [...noteKeys.all, 'detail'] as const,
  detail: (subject: NoteSubject) => [...noteKeys.details(), subject.kind, subject.id] as const,
  tags: () => [...noteKeys.all, 'tags'] as const,
};

/** The query-options factory of notes (local reads: never retried, always fresh after a write). */
export const noteQueries = {
  /** Notes holding every word of `query` (all for ''), newest first. */
  list: (query = '') =>
    queryOptions({
      queryKey: noteKeys.list(query),
      queryFn: () => call('notes.list', query === '' ? {} : { query }),
      staleTime: Infinity,
      retry: false,
    }),
  /** One subject's note, or null. */
  one: (subject: NoteSubject) =>
    queryOptions({
      queryKey: noteKeys.detail(subject),
      queryFn: () => call('notes.get', subject),
      staleTime: Infinity,
      retry: false,
    }),
  /** The editor's tag suggestions. */
  tags: () =>
    queryOptions({
      queryKey: noteKeys.tags(),
      queryFn: () => call('notes.tags', {}),
      staleTime: Infinity,
      retry: false,
    }),
};

/** The write calls, each resolving to what the store answered. @throws AppCallError as `call` does. */
export const noteWrites = {
  save: (input: NoteInput): Promise<Note | null> => call('notes.save', input),
  remove: (subject: NoteSubject): Promise<{ deleted: boolean }> => call('notes.delete', subject),
};

/** Refetches every notes query (after any write: save, delete, import). */
export function invalidateNotes(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: noteKeys.all });
}
