/**
 * Lookups over the search keys of the places (docs/api.md §Places), so a search
 * reads a few short lists instead of testing every place. Entries are numbered in the search's tie
 * order (population desc, then name) and every lookup yields them in ascending order, so a search
 * meets the candidates best tie first and stops once it has enough.
 * - exact keys, key prefixes and word prefixes (a word after a space), up to {@link PREFIX_CHARS}
 *   characters, and the trigrams of the keys are posting lists, built in a few ms;
 * - a substring shorter than a trigram is found with `indexOf` over all keys joined by `\n` (a native
 *   scan of ~50 KB), needed only when a 1- or 2-character query found too few by prefix.
 */

/** Longest prefix indexed; a longer query reads the list of its first `PREFIX_CHARS` characters. */
export const PREFIX_CHARS = 4;
/** Length of the indexed n-grams: a query at least this long finds substrings through them. */
export const GRAM_CHARS = 3;

const NONE = new Int32Array(0);
const SEPARATOR = '\n';

/**
 * The lookups of one set of entries. An entry has one or more keys (its name's search key, then its
 * aliases'), none containing `\n`.
 */
export class KeyPostings {
  private readonly exact = new Map<string, Int32Array>();
  private readonly prefixes = new Map<string, Int32Array>();
  private readonly wordPrefixes = new Map<string, Int32Array>();
  private readonly grams = new Map<string, Int32Array>();
  /** Every key, in entry order, each followed by `\n`. */
  private readonly text: string;
  /** Where each key starts in `text` (ascending), and its entry. */
  private readonly keyStarts: Int32Array;
  private readonly keyEntries: Int32Array;

  /** @param keysOf the keys of each entry, entry 0 first (the tie order) */
  constructor(keysOf: readonly (readonly string[])[]) {
    const exact = new Map<string, number[]>();
    const prefixes = new Map<string, number[]>();
    const wordPrefixes = new Map<string, number[]>();
    const grams = new Map<string, number[]>();
    const parts: string[] = [];
    const starts: number[] = [];
    const owners: number[] = [];
    let offset = 0;
    keysOf.forEach((keys, entry) => {
      for (const key of keys) {
        add(exact, key, entry);
        for (let n = 1; n <= Math.min(PREFIX_CHARS, key.length); n++) add(prefixes, key.slice(0, n), entry);
        for (let start = key.indexOf(' ') + 1; start > 0; start = key.indexOf(' ', start) + 1) {
          const word = key.slice(start);
          for (let n = 1; n <= Math.min(PREFIX_CHARS, word.length); n++)
            add(wordPrefixes, word.slice(0, n), entry);
        }
        for (let at = 0; at + GRAM_CHARS <= key.length; at++)
          add(grams, key.slice(at, at + GRAM_CHARS), entry);
        parts.push(key);
        starts.push(offset);
        owners.push(entry);
        offset += key.length + SEPARATOR.length;
      }
    });
    freeze(exact, this.exact);
    freeze(prefixes, this.prefixes);
    freeze(wordPrefixes, this.wordPrefixes);
    freeze(grams, this.grams);
    this.text = parts.join(SEPARATOR) + SEPARATOR;
    this.keyStarts = Int32Array.from(starts);
    this.keyEntries = Int32Array.from(owners);
  }

  /** The entries with a key equal to `query`, ascending. */
  equal(query: string): Int32Array {
    return this.exact.get(query) ?? NONE;
  }

  /** A superset of the entries with a key that starts with `query`, ascending (exact up to 4 chars). */
  startingWith(query: string): Int32Array {
    return this.prefixes.get(query.slice(0, PREFIX_CHARS)) ?? NONE;
  }

  /** A superset of the entries with a key in which a word after a space starts with `query`, ascending. */
  wordStartingWith(query: string): Int32Array {
    return this.wordPrefixes.get(query.slice(0, PREFIX_CHARS)) ?? NONE;
  }

  /**
   * Calls `visit` with the entries of a superset of those that have a key containing `query`
   * (non-empty, without `\n`), in ascending order, once each, until `visit` returns true. The
   * superset is exact for a query shorter than a trigram.
   */
  eachContaining(query: string, visit: (entry: number) => boolean): void {
    if (query.length >= GRAM_CHARS) {
      // Every entry containing the query contains each of its trigrams: read the shortest list.
      let shortest: Int32Array | undefined;
      for (let at = 0; at + GRAM_CHARS <= query.length; at++) {
        const list = this.grams.get(query.slice(at, at + GRAM_CHARS));
        if (!list) return;
        if (!shortest || list.length < shortest.length) shortest = list;
      }
      for (const entry of shortest ?? NONE) if (visit(entry)) return;
      return;
    }
    let last = -1;
    for (let at = this.text.indexOf(query); at !== -1; at = this.text.indexOf(query, at + 1)) {
      const entry = this.keyEntries[this.keyAt(at)]!;
      if (entry === last) continue;
      last = entry;
      if (visit(entry)) return;
    }
  }

  /** The number of the key whose text holds position `at`. */
  private keyAt(at: number): number {
    let lo = 0;
    let hi = this.keyStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (this.keyStarts[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
}

function add(lists: Map<string, number[]>, text: string, entry: number): void {
  const list = lists.get(text);
  if (!list) lists.set(text, [entry]);
  else if (list[list.length - 1] !== entry) list.push(entry);
}

function freeze(from: Map<string, number[]>, into: Map<string, Int32Array>): void {
  for (const [text, list] of from) into.set(text, Int32Array.from(list));
}
