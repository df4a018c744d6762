// What electron-builder's NSIS installer does with the arguments electron-updater's NsisUpdater starts
// it with (app-builder-lib templates/nsis at electron-builder 26: installSection.nsh, the end of the
// install section; assistedInstaller.nsh, the finish page; installer.nsi `${Silent}` from `/S`;
// common.nsh `isForceRun` from `--force-run`, `isUpdated` from `--updated`), for the updater's tests.
//
// - `/S` (silent): no page is shown, whatever `oneClick`; without it the assisted installer
//   (`oneClick: false`) shows its wizard (install progress, then the finish page).
// - The app is started again by the installer:
//   - one-click with `runAfterFinish` (the default): when not silent, or with `--force-run`;
//   - one-click without it: only with `--force-run`;
//   - assisted: only when silent AND `--force-run` ("assisted installer run only if silent, because
//     assisted installer has run after finish option"); otherwise only if the user leaves "Run
//     Dispatch" ticked on the finish page (`MUI_FINISHPAGE_RUN`), a choice the user makes, not the app.

/**
 * @param {string[]} args the installer's arguments (NsisUpdater.doInstall: `--updated`, `/S`,
 *   `--force-run`, `/D=...`, `--package-file=...`)
 * @param {{ oneClick: boolean, runAfterFinish?: boolean }} config the build's `nsis` settings
 * @returns {{ wizard: boolean, relaunches: 'always' | 'if-user-ticks-run' | 'never' }}
 */
export function nsisInstallerRun(args, config) {
  const silent = args.includes('/S');
  const forceRun = args.includes('--force-run');
  if (config.oneClick) {
    const runAfterFinish = config.runAfterFinish !== false;
    const runs = runAfterFinish ? !silent || forceRun : forceRun;
    return { wizard: false, relaunches: runs ? 'always' : 'never' };
  }
  if (silent) return { wizard: false, relaunches: forceRun ? 'always' : 'never' };
  return { wizard: true, relaunches: 'if-user-ticks-run' };
}
