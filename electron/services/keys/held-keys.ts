/**
 * The keys this process holds, and the one scrubber every way out of the main process goes through
 * (docs/api.md §Keys and environments): call results (`invokeCall`, electron/services/app/invoke.ts,
 * which both hosts use) and the log file (electron/shell/log-file.ts). A session registers where its
 * keys are listed (`SessionState.secrets`, session-state.ts); the scrubber takes out every key of every
 * registered list, so no way out needs to know which session, environment or key is in use.
 */
import { createScrubber, type Scrubber } from './scrub';

/** A list of keys that may be in memory: read again on every scrub (it changes as keys are read). */
export type KeySource = () => Iterable<string>;

const sources = new Set<KeySource>();
let compiled: { keys: string; scrubber: Scrubber } | null = null;

/**
 * Adds `source` to the keys every scrub takes out; the returned function removes it (a closed
 * session's keys are no longer in memory).
 */
export function holdKeysOf(source: KeySource): () => void {
  sources.add(source);
  return () => {
    sources.delete(source);
  };
}

/** The scrubber of every key held now; null when none is. Rebuilt only when the keys change. */
function scrubber(): Scrubber | null {
  const keys = new Set<string>();
  for (const source of sources) for (const key of source()) if (key !== '') keys.add(key);
  if (keys.size === 0) return null;
  const id = [...keys].sort().join('\n');
  if (compiled?.keys !== id) compiled = { keys: id, scrubber: createScrubber(keys) };
  return compiled.scrubber;
}

/**
 * `value` with every held key taken out of every string in it, property names included (see
 * `Scrubber.value`: a run of 8 or more of a key's characters becomes `[key …Ab12]`).
 * @throws TypeError for a value that contains itself.
 */
export function scrubHeldKeys<T>(value: T): T {
  return scrubber()?.value(value) ?? value;
}

/** `text` with every held key taken out (see `Scrubber.text`). */
export function scrubHeldKeysText(text: string): string {
  return scrubber()?.text(text) ?? text;
}
