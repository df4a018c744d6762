/**
 * What main does when the window's page dies (Electron 41 docs/api/web-contents.md
 * `render-process-gone`, details `{ reason, exitCode }`: crashed, killed, oom, ...): a window left
 * blank for the rest of a working day tells nobody anything. The first time, main loads the page again
 * and says so in the log. If it dies again within {@link STEADY_MS} of the last time, main asks the
 * user in a native dialog (reload once more, or quit) rather than loop; after a steady spell the next
 * death counts as a first one again (an app that runs for weeks). Plain logic, tested without Electron;
 * main.ts hands in the Electron calls.
 */

/** A page that ran this long (ms) since the last death has its next one reloaded without asking. */
export const STEADY_MS = 10 * 60_000;

/** `RenderProcessGoneDetails` (docs/api/structures/render-process-gone-details.md). */
export interface GoneDetails {
  reason: string;
  exitCode: number;
}

/** The dialog's words, in English or Romanian (docs/style-ro.md). */
export interface CrashDialogText {
  title: string;
  message: string;
  detail: string;
  /** [reload, quit] */
  buttons: [string, string];
}

/**
 * The second death's dialog, in the system's language (`app.getLocale()`: `ro`, `ro-RO` give
 * Romanian, anything else English), naming the log.
 */
export function crashDialogText(locale: string, logPath: string): CrashDialogText {
  if (/^ro\b/i.test(locale))
    return {
      title: 'Dispatch',
      message: 'Fereastra Dispatch s-a oprit din nou.',
      detail: `Reîncarc-o sau închide Dispatch și pornește-l din nou. Detaliile sunt în ${logPath}.`,
      buttons: ['Reîncarcă', 'Ieși'],
    };
  return {
    title: 'Dispatch',
    message: "Dispatch's window stopped again.",
    detail: `Reload it, or quit Dispatch and start it again. The details are in ${logPath}.`,
    buttons: ['Reload', 'Quit'],
  };
}

/** The Electron calls the recovery makes, handed in by main.ts. */
export interface RecoveryCalls {
  /** `webContents.reload()`. */
  reload(): void;
  /** Shows the dialog; resolves to the index of the button chosen (0 reload, 1 quit). */
  ask(): Promise<number>;
  /** `app.quit()`. */
  quit(): void;
  log(message: string): void;
  /** The time in ms (default `Date.now`). */
  now?(): number;
}

/** The `render-process-gone` listener of the window's web contents; see the file comment. */
export function createPageRecovery(calls: RecoveryCalls): (details: GoneDetails) => Promise<void> {
  const now = calls.now ?? Date.now;
  let lastGoneAt: number | null = null;
  return async ({ reason, exitCode }) => {
    const at = now();
    const again = lastGoneAt !== null && at - lastGoneAt < STEADY_MS;
    lastGoneAt = at;
    const what = `Dispatch's page stopped (${reason}, exit code ${exitCode})`;
    if (!again) {
      calls.log(`${what}; it is loaded again.`);
      calls.reload();
      return;
    }
    calls.log(`${what} again within ${STEADY_MS / 60_000} minutes; the user is asked to reload or quit.`);
    const choice = await calls.ask();
    if (choice === 1) {
      calls.log('The user quit after the page stopped again.');
      calls.quit();
    } else {
      calls.log('The user reloaded the page after it stopped again.');
      calls.reload();
    }
  };
}
