/**
 * Set-up shared by the local database's tests (docs/architecture.md §The test layers): a desk in a new temporary data folder
 * for each test with a clock the test moves, scratch folders with what was opened in them closed after
 * the test, and the AppError a call throws. For tests only: each `use…` registers vitest
 * `beforeEach`/`afterEach` hooks, so call it at the top of a test file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect } from 'vitest';
import type { AppError } from '../../../shared/contract/errors';
import { AppFailure } from '../errors';
import { openDesk, type Desk } from './desk';

/** The AppError a call throws; fails the test if it returns, or throws anything but an AppFailure. */
export function failureOf(call: () => unknown): AppError {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(AppFailure);
    return (error as AppFailure).appError;
  }
  throw new Error('expected the call to throw');
}

/** One test's desk (useDesk): read its fields inside a test or hook, never at the top of a file. */
export interface DeskFixture {
  /** The test's data folder, new for each test, removed after it. */
  readonly dir: string;
  /** The desk open on `dir` at `clock`; closed after the test. */
  desk: Desk;
  /** The desk's clock, ms since the epoch; a test moves it forward. */
  clock: number;
  /** Closes the desk and opens `dir` again (an app restart) with the same clock and ids; the new desk. */
  restart(): Desk;
}

/**
 * A desk in a new folder `<tmp>/<prefix>…` for each test, its clock set to `startMs` (ms since the epoch)
 * before each; with `sequentialIds`, new rows get the ids `00000000-0000-4000-8000-000000000001`, `…2`, …
 * counted afresh in each test (instead of random UUIDs).
 */
export function useDesk(prefix: string, startMs: number, { sequentialIds = false } = {}): DeskFixture {
  let ids = 0;
  const open = () =>
    openDesk({
      dir: fixture.dir,
      now: () => fixture.clock,
      ...(sequentialIds ? { newId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}` } : {}),
    });
  const fixture = {
    dir: '',
    clock: startMs,
    restart() {
      fixture.desk.close();
      fixture.desk = open();
      return fixture.desk;
    },
  } as DeskFixture & { dir: string };
  beforeEach(() => {
    fixture.dir = mkdtempSync(join(tmpdir(), prefix));
    fixture.clock = startMs;
    ids = 0;
    fixture.desk = open();
  });
  afterEach(() => {
    fixture.desk.close();
    rmSync(fixture.dir, { recursive: true, force: true });
  });
  return fixture;
}

/** Something a test opened: a desk or a bare database (`isOpen` false when already closed). */
interface Closable {
  close(): void;
  readonly isOpen?: boolean;
}

/** One test's scratch space (useScratch). */
export interface Scratch {
  /** A new empty folder, named `<prefix>…`, inside this test's scratch folder. */
  folder(prefix?: string): string;
  /** Remembers a desk or database to close after the test (unless already closed); returns it. */
  keep<T extends Closable>(opened: T): T;
}

/**
 * A scratch folder `<tmp>/<prefix>…` for each test, holding the folders it asks for; after the test,
 * everything it kept is closed and the scratch folder removed.
 */
export function useScratch(prefix: string): Scratch {
  let root = '';
  const opened: Closable[] = [];
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), prefix));
  });
  afterEach(() => {
    for (const item of opened.splice(0)) if (item.isOpen !== false) item.close();
    rmSync(root, { recursive: true, force: true });
  });
  return {
    folder: (name = 'data-') => mkdtempSync(join(root, name)),
    keep: (item) => {
      opened.push(item);
      return item;
    },
  };
}
