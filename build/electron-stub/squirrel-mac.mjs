// Electron's native `autoUpdater` on macOS (Squirrel.Mac), as electron-updater's MacUpdater drives it
// (docs/api/auto-updater.md: "Your application must be signed for automatic updates on macOS"), for
// the stub's `autoUpdater` and the updater's tests. From the sources:
// - shell/browser/auto_updater_mac.mm `SetFeedURL`: a non-URL throws a TypeError; otherwise the old
//   SQRLUpdater is dropped and a new one made. Squirrel.Mac's `-[SQRLUpdater initWithUpdateRequest:]`
//   (SQRLUpdater.m, release build) THROWS "Could not get code signature for running application" when
//   the running app has no code signature; Electron catches it and emits `error` at once (OnError:
//   an Error with that message, and the message), and no updater is left.
// - `CheckForUpdates` with no updater messages nil: nothing happens, no event ever comes.
// - With an updater (a signed app): checking-for-update, the feed (a JSON `{ "url": ... }` read with
//   the feed's headers), update-available, the ZIP read, then update-downloaded
//   (releaseNotes, releaseName, releaseDate, updateURL); none: update-not-available. (Squirrel's own
//   check of the downloaded bundle's signature is not modelled.)
// - `QuitAndInstall` with no update downloaded emits `error` "No update available, can't quit and
//   install"; with one, the app is relaunched into it (here: `relaunchedToInstall` counts it).
import { EventEmitter } from 'node:events';

/** Squirrel.Mac's reason when the running app is not signed (SQRLUpdater.m). */
export const UNSIGNED_REASON = 'Could not get code signature for running application';

/**
 * @param {{ signed: boolean }} options whether the running app carries a code signature
 * @returns {EventEmitter & { setFeedURL(options: { url: string, headers?: Record<string, string> }): void,
 *   getFeedURL(): string, checkForUpdates(): void, quitAndInstall(): void, relaunchedToInstall: number }}
 */
export function squirrelMacAutoUpdater({ signed }) {
  const updater = new EventEmitter();
  let feed = '';
  /** The SQRLUpdater (g_updater): its request, or null. */
  let sqrl = null;
  let updateAvailable = false;
  const fail = (message) => updater.emit('error', new Error(message), message);
  return Object.assign(updater, {
    relaunchedToInstall: 0,
    setFeedURL(options) {
      const url = typeof options === 'string' ? options : options?.url;
      if (typeof url !== 'string')
        throw new TypeError("Expected an options object with a 'url' property to be provided");
      try {
        new URL(url);
      } catch {
        throw new TypeError("Expected 'url' to be a valid URL");
      }
      feed = url;
      sqrl = null;
      if (!signed) {
        fail(UNSIGNED_REASON);
        return;
      }
      sqrl = { url, headers: (typeof options === 'object' && options.headers) || {} };
    },
    getFeedURL: () => feed,
    checkForUpdates() {
      if (!sqrl) return; // [nil checkForUpdatesCommand]: nothing at all
      const { url, headers } = sqrl;
      updater.emit('checking-for-update');
      void (async () => {
        const answer = await fetch(url, { headers });
        if (answer.status === 204) {
          updateAvailable = false;
          updater.emit('update-not-available');
          return;
        }
        const { url: zip } = await answer.json();
        updater.emit('update-available');
        await (await fetch(zip)).arrayBuffer();
        updateAvailable = true;
        updater.emit('update-downloaded', {}, '', '', new Date(), zip);
      })().catch((error) => fail(error.message));
    },
    quitAndInstall() {
      if (!updateAvailable) fail("No update available, can't quit and install");
      else updater.relaunchedToInstall += 1;
    },
  });
}
