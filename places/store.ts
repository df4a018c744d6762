/**
 * The gazetteer's store (docs/api.md §Places, "The store"): the places and the folded keys of every
 * name they answer to, in a read-only SQLite file (`node:sqlite`, the app's database engine), so the
 * app opens a file on first use instead of building an index in memory (docs/benchmarks.md, the
 * gazetteer rows). A plain indexed key table answers the whole names, the name prefixes and the word
 * prefixes; an FTS5 trigram table the substrings of 3 characters or more (shorter ones, rarely needed
 * after the prefixes, scan the keys). The answers are those of the in-memory index (`search.ts`): same
 * ranks, same tie order (the places are numbered most populous first), a capital first among the
 * places of a whole name.
 */
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { searchKey } from './normalise';
import { searchKeysOf, SEARCH_LIMIT } from './search';
import type { PlaceIndex, PlaceRecord } from './types';

/** The store's layout; a file of another version is rebuilt (`ensurePlaceStore`). */
export const STORE_VERSION = '2';

/**
 * Prefixes up to this many characters are tables of their own, walked in tie order and left early
 * once a search has its places; a longer query reads a range of the keys (few places).
 */
export const PREFIX_CHARS = 4;

/** The highest code point: a key range `[q, q + TOP)` holds every key that starts with `q`. */
const TOP = '\u{10FFFF}';

/**
 * Writes the store at `path` (a new file; the caller renames it into place): `records` in tie order
 * (population desc, then name: `buildPlaceRecords`), each answering to the keys of `namesOf`'s names
 * (`searchKeysOf`); `source` is recorded as the `meta` row `source` (the hash of what it was built
 * from, `ensurePlaceStore`).
 */
export function writePlaceStore(
  path: string,
  records: readonly PlaceRecord[],
  namesOf: (record: PlaceRecord) => readonly string[],
  source: string,
): void {
  const db = new DatabaseSync(path);
  try {
    db.exec(`
      PRAGMA journal_mode = OFF;
      PRAGMA synchronous = OFF;
      PRAGMA page_size = 4096;
      CREATE TABLE meta (k TEXT PRIMARY KEY, v TEXT NOT NULL) WITHOUT ROWID;
      CREATE TABLE place (
        n INTEGER PRIMARY KEY, id INTEGER NOT NULL, city TEXT NOT NULL, country TEXT NOT NULL,
        county TEXT NOT NULL, slug TEXT NOT NULL, lat REAL NOT NULL, lon REAL NOT NULL,
        population INTEGER NOT NULL, capital INTEGER NOT NULL, aliases TEXT, names TEXT);
      CREATE TABLE name_key (key TEXT NOT NULL, n INTEGER NOT NULL, PRIMARY KEY (key, n)) WITHOUT ROWID;
      CREATE TABLE word_key (word TEXT NOT NULL, n INTEGER NOT NULL, PRIMARY KEY (word, n)) WITHOUT ROWID;
      CREATE TABLE name_prefix (p TEXT NOT NULL, n INTEGER NOT NULL, PRIMARY KEY (p, n)) WITHOUT ROWID;
      CREATE TABLE word_prefix (p TEXT NOT NULL, n INTEGER NOT NULL, PRIMARY KEY (p, n)) WITHOUT ROWID;
      CREATE VIRTUAL TABLE key_gram USING fts5(key, tokenize = 'trigram');
    `);
    const meta = db.prepare('INSERT INTO meta (k, v) VALUES (?, ?)');
    const place = db.prepare('INSERT INTO place VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    const nameKey = db.prepare('INSERT OR IGNORE INTO name_key (key, n) VALUES (?, ?)');
    const wordKey = db.prepare('INSERT OR IGNORE INTO word_key (word, n) VALUES (?, ?)');
    const namePrefix = db.prepare('INSERT OR IGNORE INTO name_prefix (p, n) VALUES (?, ?)');
    const wordPrefix = db.prepare('INSERT OR IGNORE INTO word_prefix (p, n) VALUES (?, ?)');
    const prefixes = (text: string, into: StatementSync, n: number) => {
      for (let length = 1; length <= Math.min(PREFIX_CHARS, text.length); length++)
        into.run(text.slice(0, length), n);
    };
    // key_gram's rowid is the place's number: a substring match gives the place
    const gram = db.prepare('INSERT INTO key_gram (rowid, key) VALUES (?, ?)');
    db.exec('BEGIN');
    meta.run('version', STORE_VERSION);
    meta.run('source', source);
    records.forEach((record, n) => {
      const names = Object.keys(record.names).length > 0 ? JSON.stringify(record.names) : null;
      const aliases = record.aliases.length > 0 ? JSON.stringify(record.aliases) : null;
      place.run(
        n,
        record.id,
        record.city,
        record.country,
        record.county,
        record.slug,
        record.lat,
        record.lon,
        record.population,
        record.isCapital ? 1 : 0,
        aliases,
        names,
      );
      const keys = searchKeysOf(record, namesOf);
      for (const key of keys) {
        nameKey.run(key, n);
        prefixes(key, namePrefix, n);
        for (let start = key.indexOf(' ') + 1; start > 0; start = key.indexOf(' ', start) + 1) {
          wordKey.run(key.slice(start), n);
          prefixes(key.slice(start), wordPrefix, n);
        }
      }
      gram.run(n, keys.join('\n'));
    });
    db.exec(`
      CREATE UNIQUE INDEX place_slug ON place (slug);
      CREATE INDEX place_country ON place (country, n);
      CREATE INDEX name_key_n ON name_key (n, key);
      CREATE INDEX word_key_n ON word_key (n, word);
      COMMIT;
      INSERT INTO key_gram (key_gram) VALUES ('optimize');
      VACUUM;
    `);
  } finally {
    db.close();
  }
}

/** The `meta` row `k` of the store at `path`, or undefined (no such row, or no store). */
export function storeMeta(path: string, k: string): string | undefined {
  let db: DatabaseSync | undefined;
  try {
    db = new DatabaseSync(path, { readOnly: true });
    const row = db.prepare('SELECT v FROM meta WHERE k = ?').get(k) as { v: string } | undefined;
    return row?.v;
  } catch {
    return undefined;
  } finally {
    db?.close();
  }
}

interface PlaceRow {
  n: number;
  id: number;
  city: string;
  country: string;
  county: string;
  slug: string;
  lat: number;
  lon: number;
  population: number;
  capital: number;
  aliases: string | null;
  names: string | null;
}

const NO_NAMES: Readonly<Record<string, string>> = Object.freeze({});

/**
 * The index over the store at `path`, opened read-only (the `PlaceIndex` contract of types.ts, the
 * answers of `createPlaceIndex` over the same records and names). A place read twice is the same
 * object (the gazetteer compares places by identity). `all` reads every place on first use (the
 * bench's and tests' walk; the app's look-ups never do).
 * @throws Error when the file is missing or not a store of {@link STORE_VERSION}
 */
export function openPlaceStore(path: string): PlaceIndex {
  const db = new DatabaseSync(path, { readOnly: true });
  const version = (db.prepare('SELECT v FROM meta WHERE k = ?').get('version') as { v: string } | undefined)
    ?.v;
  if (version !== STORE_VERSION) {
    db.close();
    throw new Error(`places store ${path}: version ${version}, not ${STORE_VERSION}`);
  }
  const read = new Map<number, PlaceRecord>();
  const toRecord = (row: PlaceRow): PlaceRecord => {
    let record = read.get(row.n);
    if (!record) {
      record = {
        id: row.id,
        city: row.city,
        country: row.country,
        county: row.county,
        slug: row.slug,
        lat: row.lat,
        lon: row.lon,
        population: row.population,
        aliases: row.aliases === null ? [] : (JSON.parse(row.aliases) as string[]),
        names: row.names === null ? NO_NAMES : (JSON.parse(row.names) as Record<string, string>),
        isCapital: row.capital === 1,
      };
      read.set(row.n, record);
    }
    return record;
  };
  const statements = new Map<string, StatementSync>();
  const rows = (sql: string, ...params: (string | number)[]): PlaceRow[] => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare(sql)));
    return statement.all(...params) as unknown as PlaceRow[];
  };
  const numbers = (sql: string, ...params: (string | number)[]): number[] =>
    (rows(sql, ...params) as unknown as { n: number }[]).map((row) => row.n);
  const places = (ns: readonly number[]): PlaceRecord[] => {
    const missing = ns.filter((n) => !read.has(n));
    if (missing.length > 0)
      rows(`SELECT * FROM place WHERE n IN (${missing.map(() => '?').join(',')})`, ...missing).forEach(
        toRecord,
      );
    return ns.map((n) => read.get(n)!);
  };
  let all: readonly PlaceRecord[] | undefined;

  const findAll = (country: string, nameOrSlug: string): readonly PlaceRecord[] => {
    const code = country.toUpperCase();
    const bySlug = rows('SELECT * FROM place WHERE slug = ?', nameOrSlug.trim().toLowerCase())[0];
    if (bySlug && bySlug.country === code) return [toRecord(bySlug)];
    return rows(
      'SELECT p.* FROM name_key k JOIN place p ON p.n = k.n WHERE k.key = ? AND p.country = ? ORDER BY p.n',
      searchKey(nameOrSlug),
      code,
    ).map(toRecord);
  };

  return {
    get all() {
      all ??= rows('SELECT * FROM place ORDER BY n').map(toRecord);
      return all;
    },
    search(q, limit = SEARCH_LIMIT) {
      const query = searchKey(q);
      if (query === '' || limit < 1) return [];
      const end = query + TOP;
      // a whole name: a capital before the places of its name (Praga, Prague, before a Praga district)
      const exact = places(numbers('SELECT n FROM name_key WHERE key = ?', query));
      const found = [...exact.filter((r) => r.isCapital), ...exact.filter((r) => !r.isCapital)];
      if (found.length >= limit) return found.slice(0, limit);
      // whether place `T.n` has a key that starts with the query, or a later word that does: the prefix
      // tables for a short query, a range of the keys for a longer one
      const short = query.length <= PREFIX_CHARS;
      const hasPrefix = short
        ? 'EXISTS (SELECT 1 FROM name_prefix x WHERE x.p = ?1 AND x.n = T.n)'
        : 'EXISTS (SELECT 1 FROM name_key x WHERE x.n = T.n AND x.key >= ?1 AND x.key < ?2)';
      const hasWord = short
        ? 'EXISTS (SELECT 1 FROM word_prefix x WHERE x.p = ?1 AND x.n = T.n)'
        : 'EXISTS (SELECT 1 FROM word_key x WHERE x.n = T.n AND x.word >= ?1 AND x.word < ?2)';
      const isWhole = 'EXISTS (SELECT 1 FROM name_key x WHERE x.key = ?1 AND x.n = T.n)';
      const stage = (sql: string, ...more: string[]) => {
        found.push(...places(numbers(sql, query, end, limit - found.length, ...more)));
        return found.length >= limit;
      };
      // a name's prefix (the whole names are among them: left out)
      const prefixed = short
        ? `SELECT n FROM name_prefix T WHERE p = ?1 AND NOT ${isWhole} ORDER BY n LIMIT ?3`
        : `SELECT DISTINCT n FROM name_key T WHERE key > ?1 AND key < ?2 AND NOT ${isWhole}
             ORDER BY n LIMIT ?3`;
      if (stage(prefixed)) return found;
      // a later word's prefix, of a place no name of which starts with the query
      const worded = short
        ? `SELECT n FROM word_prefix T WHERE p = ?1 AND NOT ${hasPrefix} ORDER BY n LIMIT ?3`
        : `SELECT DISTINCT n FROM word_key T WHERE word >= ?1 AND word < ?2 AND NOT ${hasPrefix}
             ORDER BY n LIMIT ?3`;
      if (stage(worded)) return found;
      // contained: the trigram table for 3 characters or more, else a scan of the keys
      const contained =
        query.length >= 3
          ? `SELECT T.n FROM (SELECT rowid AS n FROM key_gram WHERE key_gram MATCH ?4) T
               WHERE NOT ${hasPrefix} AND NOT ${hasWord} ORDER BY T.n LIMIT ?3`
          : `SELECT DISTINCT n FROM name_key T WHERE instr(key, ?4) > 0
               AND NOT ${hasPrefix} AND NOT ${hasWord} ORDER BY n LIMIT ?3`;
      stage(contained, query.length >= 3 ? `"${query.replaceAll('"', '""')}"` : query);
      return found;
    },
    // the most populous of them: the places of a name are in tie order
    find: (country, nameOrSlug) => findAll(country, nameOrSlug)[0],
    findAll,
    capital(country) {
      const row = rows(
        'SELECT * FROM place WHERE country = ? AND capital = 1 ORDER BY n LIMIT 1',
        country.toUpperCase(),
      )[0];
      return row ? toRecord(row) : undefined;
    },
    inCountry(country) {
      return rows('SELECT * FROM place WHERE country = ? ORDER BY n', country.toUpperCase()).map(toRecord);
    },
  };
}
