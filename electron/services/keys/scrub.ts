/**
 * Takes API keys out of text and of JSON-shaped values before they leave the main process
 * (docs/api.md §Keys and environments, "the window learns only the last 4 characters";
 * docs/architecture.md §Security). A key is found whole, without its prefix (`fx_live_`, `test_fx_`),
 * or as any run of `KEY_RUN_LENGTH` or more of its consecutive characters, and each such run is
 * replaced by `keyMark(key)`, which shows only the last 4. The same holds for the key's encoded forms
 * ({@link encodedForms}: hex, percent-encoded bytes, base64 and base64url), for the key written
 * backwards, for any case (matching ignores ASCII case), and for a key some of whose bytes are
 * percent-encoded and some not (`q7%72T2…`: the text is also read with its `%XX` escapes decoded, and a
 * run found there is taken out of the text where its escapes stand).
 *
 * Why a piece shorter than 8 characters is left: what the scrubber guards against is an echo, a
 * server, proxy or gateway that repeats the request (the key whole, in a header dump, encoded by a
 * framework), which carries runs far longer than 8. Pieces cut deliberately shorter can only come
 * from a server that means it, and the exchange is sent the key with every request: it needs no
 * echo to learn it. Pieces can be cut down to one character, so no length closes that door, while
 * matching shorter runs would start to take ordinary text: a 32-character key has 25 runs of 8 but
 * 29 runs of 4 among only 62^4 (about 15 million) possible, which words, dates and ids meet by
 * chance. A run of 7 shows at most 7 of the 32 secret characters (about 42 of 190 bits).
 */

/** Shortest run of a key's consecutive characters that is taken out (and every longer run with it). */
export const KEY_RUN_LENGTH = 8;

/** The prefixes of the key forms (shared/domain/keys.ts): alone, a prefix is no secret. */
const KEY_PREFIX = /^(?:fx_live_|test_fx_)/;
/** The prefixes written backwards (the end of a reversed key): alone, no secret either. */
const REVERSED_PREFIXES: ReadonlySet<string> = new Set(['_evil_xf', '_xf_tset']);

/** What stands in a text for a run of `key`: `[key …Ab12]`, the key's last 4 characters only. */
export function keyMark(key: string): string {
  return `[key …${key.slice(-4)}]`;
}

/** An ASCII upper-case letter's lower-case code; any other code as it is. */
function lowerCode(code: number): number {
  return code >= 65 && code <= 90 ? code + 32 : code;
}

/**
 * The forms of `key` a server or proxy may echo (docs/architecture.md §Security):
 * the key itself; its UTF-8 bytes as hex; every byte percent-encoded (`%71%37…`); and its base64 and
 * base64url at the 3 alignments it can have inside a longer base64 text (the key after 0, 1 or 2
 * other bytes), each cut to the characters that depend on the key's bytes alone; and the key written
 * backwards. Case is ignored when matching, so hex and percent forms of either case are found; a key
 * percent-encoded only in part is found by reading the text decoded (`createScrubber`).
 */
export function encodedForms(key: string): string[] {
  const bytes = Buffer.from(key, 'utf8');
  const forms = [key, bytes.toString('hex')];
  forms.push([...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''));
  for (const lead of [0, 1, 2]) {
    const all = Buffer.concat([Buffer.alloc(lead), bytes]);
    const text = all.toString('base64').replace(/=+$/, '');
    const head = [0, 2, 3][lead]!; // characters mixing the leading bytes' bits
    const tail = all.length % 3 === 0 ? 0 : 1; // the last character mixes in what follows
    const middle = text.slice(head, text.length - tail);
    forms.push(middle, middle.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  forms.push([...key].reverse().join(''));
  return forms;
}

/** A text with its `%XX` escapes of ASCII bytes decoded, and where each of its characters came from. */
interface DecodedView {
  text: string;
  /** `from[i]`: the index in the original text where character i of `text` begins; one more at the end. */
  from: number[];
}

/** `input` with every `%XX` of an ASCII byte (XX hex, either case) decoded; null when it has none. */
function percentDecoded(input: string): DecodedView | null {
  const escape = /%([0-7][0-9a-fA-F])/g;
  if (!escape.test(input)) return null;
  let text = '';
  const from: number[] = [];
  for (let i = 0; i < input.length;) {
    const hex = input[i] === '%' ? input.slice(i + 1, i + 3) : '';
    from.push(i);
    if (/^[0-7][0-9a-fA-F]$/.test(hex)) {
      text += String.fromCharCode(parseInt(hex, 16));
      i += 3;
    } else {
      text += input[i];
      i += 1;
    }
  }
  from.push(input.length);
  return { text, from };
}

/** One run to take out: `text.slice(start, end)` becomes `mark`. */
interface Run {
  start: number;
  end: number;
  mark: string;
}

/** Scrubs one set of keys (see `createScrubber`). */
export interface Scrubber {
  /** `text` with every run of `KEY_RUN_LENGTH` or more characters of a key replaced by its mark. */
  text(text: string): string;
  /**
   * `value` with every string in it scrubbed, at any depth: strings, arrays and plain objects (their
   * property names too) are walked; numbers, booleans, null and other objects pass as they are. What
   * holds no key is returned as the same object (nothing is copied); what does is a copy.
   * @throws TypeError for a value that contains itself (a cycle): it cannot be made safe.
   */
  value<T>(value: T): T;
}

/**
 * A scrubber of `keys` (keys shorter than `KEY_RUN_LENGTH` are taken out only whole). Every window of
 * `KEY_RUN_LENGTH` characters of each key, but a window made only of the key's prefix, goes in a map to
 * the key's mark (a prefix is taken out only with the run that follows it); a text is read once, window by window, and only inside runs of characters that occur
 * in some key, and only where a window of some key begins with the same two characters (so ordinary
 * words cost a table look-up or two per character). Overlapping or touching
 * matched windows make one run, replaced by one mark.
 */
export function createScrubber(keys: Iterable<string>): Scrubber {
  const marks = new Map<string, string>();
  const prefixWindows = new Set<string>(); // a run that starts right after one begins at the prefix
  const short: { key: string; mark: string }[] = [];
  const ascii = new Uint8Array(128); // 1 for an ASCII character that occurs in some key
  const alphabet = new Set<number>(); // the others
  const openings = new Uint8Array(128 * 128); // 1 for the first two (ASCII) characters of a window
  for (const key of keys) {
    if (key === '') continue;
    const mark = keyMark(key);
    if (key.length < KEY_RUN_LENGTH) {
      short.push({ key, mark });
      continue;
    }
    for (const form of encodedForms(key)) {
      const lower = form.toLowerCase();
      const prefixLength = form === key ? (KEY_PREFIX.exec(key)?.[0].length ?? 0) : 0;
      for (let start = 0; start + KEY_RUN_LENGTH <= lower.length; start++) {
        const window = lower.slice(start, start + KEY_RUN_LENGTH);
        if (start + KEY_RUN_LENGTH <= prefixLength) {
          prefixWindows.add(window);
          continue;
        }
        if (REVERSED_PREFIXES.has(window)) continue;
        if (!marks.has(window)) marks.set(window, mark);
        const first = window.charCodeAt(0);
        const second = window.charCodeAt(1);
        if (first < 128 && second < 128) openings[first * 128 + second] = 1;
      }
      for (const variant of [lower, form.toUpperCase()]) {
        for (let i = 0; i < variant.length; i++) {
          const code = variant.charCodeAt(i);
          if (code < 128) ascii[code] = 1;
          else alphabet.add(code);
        }
      }
    }
  }

  /** The runs of `text` to take out, in order, none overlapping or touching another. */
  function findRuns(text: string): Run[] {
    const runs: Run[] = [];
    if (marks.size === 0 || text.length < KEY_RUN_LENGTH) return runs;
    let inAlphabet = 0; // key characters ending at i
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      inAlphabet = (code < 128 ? ascii[code] === 1 : alphabet.has(code)) ? inAlphabet + 1 : 0;
      if (inAlphabet < KEY_RUN_LENGTH) continue;
      let start = i + 1 - KEY_RUN_LENGTH;
      const first = lowerCode(text.charCodeAt(start));
      const second = lowerCode(text.charCodeAt(start + 1));
      if (first < 128 && second < 128 && openings[first * 128 + second] === 0) continue;
      const mark = marks.get(text.slice(start, i + 1).toLowerCase());
      if (mark === undefined) continue;
      // the whole key: its prefix goes with the run that follows it
      const floor = runs.at(-1)?.end ?? 0;
      while (
        start > floor &&
        prefixWindows.has(text.slice(start - 1, start - 1 + KEY_RUN_LENGTH).toLowerCase())
      ) {
        start--;
      }
      const last = runs.at(-1);
      if (last && start <= last.end) last.end = i + 1;
      else runs.push({ start, end: i + 1, mark });
    }
    return runs;
  }

  /** `a` and `b` (each in order) as one list in order, overlapping or touching runs made one. */
  function mergeRuns(a: Run[], b: Run[]): Run[] {
    const merged: Run[] = [];
    for (const run of [...a, ...b].sort((x, y) => x.start - y.start)) {
      const last = merged.at(-1);
      if (last && run.start <= last.end) last.end = Math.max(last.end, run.end);
      else merged.push({ ...run });
    }
    return merged;
  }

  /** The runs of `input` and those of its percent-decoded reading, in `input`'s indices. */
  function runsOf(input: string): Run[] {
    const direct = findRuns(input);
    const decoded = input.includes('%') ? percentDecoded(input) : null;
    if (decoded === null) return direct;
    const mapped = findRuns(decoded.text).map((run) => ({
      start: decoded.from[run.start]!,
      end: decoded.from[run.end]!,
      mark: run.mark,
    }));
    return mapped.length === 0 ? direct : mergeRuns(direct, mapped);
  }

  function text(input: string): string {
    const runs = runsOf(input);
    let scrubbed = input;
    if (runs.length > 0) {
      let out = '';
      let copied = 0;
      for (const run of runs) {
        out += input.slice(copied, run.start) + run.mark;
        copied = run.end;
      }
      scrubbed = out + input.slice(copied);
    }
    for (const { key, mark } of short) {
      if (scrubbed.includes(key)) scrubbed = scrubbed.split(key).join(mark);
    }
    return scrubbed;
  }

  function walk(value: unknown, open: Set<object>): unknown {
    if (typeof value === 'string') return text(value);
    if (typeof value !== 'object' || value === null) return value;
    const proto: unknown = Object.getPrototypeOf(value);
    const isArray = Array.isArray(value);
    if (!isArray && proto !== Object.prototype && proto !== null) return value;
    if (open.has(value)) throw new TypeError('A value that contains itself cannot be scrubbed.');
    open.add(value);
    try {
      if (isArray) {
        const items = value.map((item: unknown) => walk(item, open));
        return items.some((item, i) => item !== value[i]) ? items : value;
      }
      let changed = false;
      const entries = Object.entries(value).map(([name, item]): [string, unknown] => {
        const entry: [string, unknown] = [text(name), walk(item, open)];
        if (entry[0] !== name || entry[1] !== item) changed = true;
        return entry;
      });
      if (!changed) return value;
      // defineProperty, not assignment: a property named `__proto__` stays a property.
      const copy: Record<string, unknown> = proto === null ? Object.create(null) : {};
      for (const [name, item] of entries) {
        Object.defineProperty(copy, name, {
          value: item,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return copy;
    } finally {
      open.delete(value);
    }
  }

  return {
    text,
    value: <T>(value: T): T => walk(value, new Set()) as T,
  };
}
