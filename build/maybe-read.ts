/**
 * Reads of this machine's files that may find nothing (the build checks' readers: chrome-sandbox.ts,
 * launch-apparmor.ts): a missing or unreadable file is `undefined`, never a throw.
 */
import { readFileSync } from 'node:fs';

/** What `read` returns, or undefined when it throws (a missing file, no permission). */
export function maybe<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** The text (UTF-8) of the file at `path`, or undefined when it cannot be read. */
export function maybeReadText(path: string): string | undefined {
  return maybe(() => readFileSync(path, 'utf8'));
}
