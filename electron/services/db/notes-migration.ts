/**
 * Migration 8 (docs/notes.md): private notes, tags and company lists. It uses no table of the earlier
 * migrations, so it applies the same over any of them.
 *
 * `notes`: one row per listing (`kind = 'listing'`, `subject_id` its code) or company (`company`, its
 * uuid) that has a text, tags or a list. `tags` is a JSON array of strings (each once ignoring case);
 * `list` is `blocked`, `preferred` or null, and only a company has one; `name_key` is
 * `companyNameKey(label)` (shared/domain/company-name.ts), indexed for the offers that name their
 * carrier without an id; `search_text` is label, text and tags folded (`foldForSearch`) for the
 * Notes screen's search; `updated_at` is ms since the epoch.
 */
import type { DatabaseSync } from 'node:sqlite';

/** Migration 8: the `notes` table (see the file comment). */
export function createNotes(db: DatabaseSync): void {
  db.exec(`
    CREATE TABLE notes (
      kind TEXT NOT NULL CHECK (kind IN ('listing', 'company')),
      subject_id TEXT NOT NULL CHECK (length(subject_id) BETWEEN 1 AND 64),
      label TEXT CHECK (label IS NULL OR length(label) <= 200),
      body TEXT NOT NULL CHECK (length(body) <= 2000),
      tags TEXT NOT NULL CHECK (json_valid(tags) AND json_type(tags) = 'array'),
      list TEXT CHECK (list IS NULL OR (kind = 'company' AND list IN ('blocked', 'preferred'))),
      name_key TEXT NOT NULL DEFAULT '',
      search_text TEXT NOT NULL,
      updated_at INTEGER NOT NULL,
      PRIMARY KEY (kind, subject_id),
      CHECK (body <> '' OR tags <> '[]' OR list IS NOT NULL)
    ) STRICT, WITHOUT ROWID;
    CREATE INDEX notes_updated ON notes (updated_at DESC);
    CREATE INDEX notes_listed_names ON notes (name_key) WHERE list IS NOT NULL;
  `);
}
