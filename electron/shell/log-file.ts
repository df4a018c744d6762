/**
 * The main process's log file, `main.log` in the app's logs folder (`app.getPath('logs')`: Electron
 * 41 docs/api/app.md, `app.setAppLogsPath`): what the shell refused, what failed at start. A packaged
 * app on Windows or macOS has no console, so a startup failure's dialog points here. Lines are the
 * shell's own sentences, never a key or a request's content: each line is scrubbed of every key the
 * main process holds before it is written (services/keys/held-keys.ts; docs/api.md §Keys and
 * environments). Plain Node (no `electron` import).
 */
import { appendFileSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { scrubHeldKeysText } from '../services/keys/held-keys';

/** The log file's name inside the logs folder. */
const LOG_FILE_NAME = 'main.log';

/** Past this size (bytes) the file is renamed `main.old.log` (the older one replaced) and a new one begun. */
export const LOG_FILE_MAX_BYTES = 1024 * 1024;

/** An open log: where it is, and a writer that never throws (a log that can't be written is no reason to fail). */
export interface LogFile {
  path: string;
  /**
   * Appends `<ISO time> <message>` as one line (line breaks in `message` become spaces), any run of a
   * held key replaced by its mark (`[key …Ab12]`).
   */
  write(message: string): void;
}

/**
 * The log in `dir` (created when missing). `now` gives the time of each line (default `Date.now`).
 */
export function openLogFile(dir: string, now: () => number = Date.now): LogFile {
  const path = join(dir, LOG_FILE_NAME);
  return {
    path,
    write(message) {
      try {
        mkdirSync(dir, { recursive: true });
        if (sizeOf(path) > LOG_FILE_MAX_BYTES) renameSync(path, join(dir, 'main.old.log'));
        const line = scrubHeldKeysText(message.replace(/\s*\n\s*/g, ' '));
        appendFileSync(path, `${new Date(now()).toISOString()} ${line}\n`);
      } catch {
        // nowhere to write: the message is lost, the app goes on
      }
    },
  };
}

function sizeOf(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}
