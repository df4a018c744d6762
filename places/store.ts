/**
 * The gazetteer's store (docs/api.md §Places, "The store"): the places and the folded keys of every
 * name they answer to, in a read-only SQLite file (`node:sqlite`, the app's database engine), so the
 * app opens a file on first use instead of building an index in memory (docs/benchmarks.md, the
 * gazetteer rows). A plain indexed key table answers the whole names, the name prefixes and the word
 * prefixes; an FTS5 trigram table the substrings of 3 characters or more (shorter ones, rarely needed
 * after the prefixes, scan the keys). The one look-up path (the app's, the sandbox's and the market's
 * views, `StoreView`): the ranks of docs/api.md §Places, ties in tie order (the places are numbered
 * most populous first), a capital first among the places of a whole name.
 */
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { searchKey } from './normalise';
import { searchKeysOf, SEARCH_LIMIT } from './search';
import type { PlaceIndex, PlaceRecord } from './types';

/** The store's layout; a file of another version is rebuilt (`ensurePlaceStore`). */
export const STORE_VERSION = '3';

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
 * (`searchKeysOf`), those of `exchangeNamesOf`'s names marked as the exchange's (column `x`: what the
 * sandbox answers to, `openPlaceStore`'s `names: 'exchange'`; default: every key); `source` is
 * recorded as the `meta` row `source` (the hash of what it was built from, `ensurePlaceStore`).
 */
export function writePlaceStore(
  path: string,
  records: readonly PlaceRecord[],
  namesOf: (record: PlaceRecord) => readonly string[],
  source: string,
  exchangeNamesOf: (record: PlaceRecord) => readonly string[] = namesOf,
): void {
  // built in memory and written out once, compact (VACUUM INTO): filled in place on disk it took
  // 2.6 times as long (docs/benchmarks.md)
  const db = new DatabaseSync(':memory:');
  try {
    db.exec(`
      PRAGMA page_size = 4096;
      CREATE TABLE meta (k TEXT PRIMARY KEY, v TEXT NOT NULL) WITHOUT ROWID;
      CREATE TABLE place (
        n INTEGER PRIMARY KEY, id INTEGER NOT NULL, city TEXT NOT NULL, country TEXT NOT NULL,
        county TEXT NOT NULL, slug TEXT NOT NULL, lat REAL NOT NULL, lon REAL NOT NULL,
        population INTEGER NOT NULL, capital INTEGER NOT NULL, market INTEGER NOT NULL, aliases TEXT,
        names TEXT);
      CREATE TABLE name_key (key TEXT NOT NULL, n INTEGER NOT NULL, x INTEGER NOT NULL,
        PRIMARY KEY (key, n)) WITHOUT ROWID;
      CREATE TABLE word_key (word TEXT NOT NULL, n INTEGER NOT NULL, x INTEGER NOT NULL,
        PRIMARY KEY (word, n)) WITHOUT ROWID;
      CREATE TABLE name_prefix (p TEXT NOT NULL, n INTEGER NOT NULL, x INTEGER NOT NULL,
        PRIMARY KEY (p, n)) WITHOUT ROWID;
      CREATE TABLE word_prefix (p TEXT NOT NULL, n INTEGER NOT NULL, x INTEGER NOT NULL,
        PRIMARY KEY (p, n)) WITHOUT ROWID;
      CREATE VIRTUAL TABLE key_gram USING fts5(x, o, tokenize = 'trigram');
    `);
    const meta = db.prepare('INSERT INTO meta (k, v) VALUES (?, ?)');
    const place = db.prepare('INSERT INTO place VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    const tables = ['name_key', 'word_key', 'name_prefix', 'word_prefix'].map((table) =>
      db.prepare(`INSERT INTO ${table} VALUES (?, ?, ?)`),
    );
    // key_gram's rowid is the place's number: a substring match gives the place; column x holds the
    // exchange's keys, o the others
    const gram = db.prepare('INSERT INTO key_gram (rowid, x, o) VALUES (?, ?, ?)');
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
        record.market ? 1 : 0,
        aliases,
        names,
      );
      const keys = searchKeysOf(record, namesOf);
      const exchange = new Set(searchKeysOf(record, exchangeNamesOf));
      // each table's texts of this place, 1 where one of them comes from an exchange's key
      const rows = tables.map(() => new Map<string, number>());
      const put = (table: number, text: string, x: number) =>
        rows[table]!.set(text, Math.max(x, rows[table]!.get(text) ?? 0));
      const prefixes = (table: number, text: string, x: number) => {
        for (let length = 1; length <= Math.min(PREFIX_CHARS, text.length); length++)
          put(table, text.slice(0, length), x);
      };
      for (const key of keys) {
        const x = exchange.has(key) ? 1 : 0;
        put(0, key, x);
        prefixes(2, key, x);
        for (let start = key.indexOf(' ') + 1; start > 0; start = key.indexOf(' ', start) + 1) {
          put(1, key.slice(start), x);
          prefixes(3, key.slice(start), x);
        }
      }
      rows.forEach((texts, table) => {
        for (const [text, x] of texts) tables[table]!.run(text, n, x);
      });
      gram.run(
        n,
        keys.filter((key) => exchange.has(key)).join('\n'),
        keys.filter((key) => !exchange.has(key)).join('\n'),
      );
    });
    db.exec(`
      CREATE UNIQUE INDEX place_slug ON place (slug);
      CREATE INDEX place_country ON place (country, n);
      CREATE INDEX name_key_n ON name_key (n, key);
      CREATE INDEX word_key_n ON word_key (n, word);
      COMMIT;
      INSERT INTO key_gram (key_gram) VALUES ('optimize');
    `);
    db.prepare('VACUUM INTO ?').run(path);
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
  market: number;
  aliases: string | null;
  names: string | null;
}

const NO_NAMES: Readonly<Record<string, string>> = Object.freeze({});

/**
 * Which places and names an index over the store answers with: `names` `'every'` (default, the app's
 * gazetteer: every name a dispatcher writes) or `'exchange'` (the names a European exchange answers to,
 * `exchangeNames`: the sandbox's `/places`); `market` true for the sandbox market's places only
 * (`PlaceRecord.market`; docs/api.md §Places, "Which places").
 */
export interface StoreView {
  names?: 'every' | 'exchange';
  market?: boolean;
}

/**
 * The index over the store at `path`, opened read-only, over the places and names of `view` (the
 * `PlaceIndex` contract of types.ts). A place read twice is the same object (the gazetteer compares
 * places by identity). `all` reads every place of the view on first use (the bench's, the market's and
 * tests' walk; the app's look-ups never do).
 * @throws Error when the file is missing or not a store of {@link STORE_VERSION}
 */
export function openPlaceStore(path: string, view: StoreView = {}): PlaceIndex {
  const db = new DatabaseSync(path, { readOnly: true });
  const version = (db.prepare('SELECT v FROM meta WHERE k = ?').get('version') as { v: string } | undefined)
    ?.v;
  if (version !== STORE_VERSION) {
    db.close();
    throw new Error(`places store ${path}: version ${version}, not ${STORE_VERSION}`);
  }
  const exchange = view.names === 'exchange';
  /** The condition that a key row `alias` is one of the view's names. */
  const named = (alias: string) => (exchange ? ` AND ${alias}.x = 1` : '');
  /** The condition that the place numbered `n` (an SQL expression) is one of the view's places. */
  const kept = (n: string) =>
    view.market ? ` AND EXISTS (SELECT 1 FROM place m WHERE m.n = ${n} AND m.market = 1)` : '';
  const inPlaces = view.market ? ' AND market = 1' : '';
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
        market: row.market === 1,
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
  /** Each country's places, read once (the market draws from them again and again). */
  const countries = new Map<string, readonly PlaceRecord[]>();

  const findAll = (country: string, nameOrSlug: string): readonly PlaceRecord[] => {
    const code = country.toUpperCase();
    const bySlug = rows('SELECT * FROM place WHERE slug = ?', nameOrSlug.trim().toLowerCase())[0];
    if (bySlug && bySlug.country === code && (!view.market || bySlug.market === 1)) return [toRecord(bySlug)];
    return rows(
      // CROSS JOIN: the key first (a few rows), never the country's places first (thousands)
      `SELECT p.* FROM name_key k CROSS JOIN place p ON p.n = k.n
         WHERE k.key = ? AND p.country = ?${named('k')}${inPlaces.replace('market', 'p.market')} ORDER BY p.n`,
      searchKey(nameOrSlug),
      code,
    ).map(toRecord);
  };

  return {
    get all() {
      all ??= rows(`SELECT * FROM place WHERE 1${inPlaces} ORDER BY n`).map(toRecord);
      return all;
    },
    search(q, limit = SEARCH_LIMIT) {
      const query = searchKey(q);
      if (query === '' || limit < 1) return [];
      const end = query + TOP;
      // a whole name: a capital before the places of its name (Praga, Prague, before a Praga district)
      const exact = places(
        numbers(`SELECT n FROM name_key T WHERE key = ?${named('T')}${kept('T.n')}`, query),
      );
      const found = [...exact.filter((r) => r.isCapital), ...exact.filter((r) => !r.isCapital)];
      if (found.length >= limit) return found.slice(0, limit);
      // whether place `T.n` has a key that starts with the query, or a later word that does: the prefix
      // tables for a short query, a range of the keys for a longer one
      const short = query.length <= PREFIX_CHARS;
      const hasPrefix = short
        ? `EXISTS (SELECT 1 FROM name_prefix s WHERE s.p = ?1 AND s.n = T.n${named('s')})`
        : `EXISTS (SELECT 1 FROM name_key s WHERE s.n = T.n AND s.key >= ?1 AND s.key < ?2${named('s')})`;
      const hasWord = short
        ? `EXISTS (SELECT 1 FROM word_prefix s WHERE s.p = ?1 AND s.n = T.n${named('s')})`
        : `EXISTS (SELECT 1 FROM word_key s WHERE s.n = T.n AND s.word >= ?1 AND s.word < ?2${named('s')})`;
      const isWhole = `EXISTS (SELECT 1 FROM name_key s WHERE s.key = ?1 AND s.n = T.n${named('s')})`;
      /** The view's rows of a key table `T`. */
      const ours = `${named('T')}${kept('T.n')}`;
      const stage = (sql: string, ...more: string[]) => {
        found.push(...places(numbers(sql, query, end, limit - found.length, ...more)));
        return found.length >= limit;
      };
      // a name's prefix (the whole names are among them: left out)
      const prefixed = short
        ? `SELECT n FROM name_prefix T WHERE p = ?1${ours} AND NOT ${isWhole} ORDER BY n LIMIT ?3`
        : `SELECT DISTINCT n FROM name_key T WHERE key > ?1 AND key < ?2${ours} AND NOT ${isWhole}
             ORDER BY n LIMIT ?3`;
      if (stage(prefixed)) return found;
      // a later word's prefix, of a place no name of which starts with the query
      const worded = short
        ? `SELECT n FROM word_prefix T WHERE p = ?1${ours} AND NOT ${hasPrefix} ORDER BY n LIMIT ?3`
        : `SELECT DISTINCT n FROM word_key T WHERE word >= ?1 AND word < ?2${ours} AND NOT ${hasPrefix}
             ORDER BY n LIMIT ?3`;
      if (stage(worded)) return found;
      // contained: the trigram table for 3 characters or more, else a scan of the keys
      const contained =
        query.length >= 3
          ? `SELECT T.n FROM (SELECT rowid AS n FROM key_gram WHERE key_gram MATCH ?4) T
               WHERE 1${kept('T.n')} AND NOT ${hasPrefix} AND NOT ${hasWord} ORDER BY T.n LIMIT ?3`
          : `SELECT DISTINCT n FROM name_key T WHERE instr(key, ?4) > 0${ours}
               AND NOT ${hasPrefix} AND NOT ${hasWord} ORDER BY n LIMIT ?3`;
      // the exchange's names are column x of the trigram table
      const phrase = `"${query.replaceAll('"', '""')}"`;
      stage(contained, query.length >= 3 ? (exchange ? `x : ${phrase}` : phrase) : query);
      return found;
    },
    // the most populous of them: the places of a name are in tie order
    find: (country, nameOrSlug) => findAll(country, nameOrSlug)[0],
    findAll,
    capital(country) {
      const row = rows(
        `SELECT * FROM place WHERE country = ? AND capital = 1${inPlaces} ORDER BY n LIMIT 1`,
        country.toUpperCase(),
      )[0];
      return row ? toRecord(row) : undefined;
    },
    inCountry(country) {
      const code = country.toUpperCase();
      let list = countries.get(code);
      if (!list) {
        list = rows(`SELECT * FROM place WHERE country = ?${inPlaces} ORDER BY n`, code).map(toRecord);
        countries.set(code, list);
      }
      return list;
    },
  };
}
