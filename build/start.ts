/**
 * `npm start`: builds the app and opens it in Electron (demo mode: the embedded sandbox, unless the
 * settings name another environment). Where Electron can't open it says so in one line and starts the
 * browser host instead, printing the URL: when the runtime is missing, and on Linux when Chromium's
 * sandbox would abort (AppArmor's user-namespace restriction with a `chrome-sandbox` not setuid root:
 * build/chrome-sandbox.ts; the line names the fix) and no development AppArmor profile lets the
 * binary use user namespaces (build/launch-apparmor.ts); `DISPATCH_START=electron` opens Electron
 * anyway. Extra arguments go to the browser host (`npm start -- --port 5180`).
 *
 * Every program starts without a shell (build/launch.ts), so a project path with spaces works on every
 * platform; vite and the browser host run on this Node. docs/packaging.md, "npm start".
 */
import { bundleElectron } from './bundle-electron';
import { nodeVersionProblem } from './check-system';
import { chromeSandboxProblem } from './chrome-sandbox';
import { findElectronRuntime } from './electron-runtime';
import { electronLaunch, nodeToolLaunch, run } from './launch';
import { devAppArmorProfile, sandboxVerdict } from './launch-apparmor';

const oldNode = nodeVersionProblem();
if (oldNode) {
  console.error(oldNode);
  process.exit(1);
}

const built = await run(nodeToolLaunch('vite', ['build', '--logLevel', 'warn']));
if (built !== 0) process.exit(built);

const runtime = findElectronRuntime();
let instead: string;
if ('path' in runtime) {
  const electronPath = runtime.path;
  const verdict = sandboxVerdict(chromeSandboxProblem(electronPath), () => devAppArmorProfile(electronPath));
  if (verdict.electron) {
    if (verdict.note) console.log(verdict.note);
    await bundleElectron();
    process.exit(await run(electronLaunch(electronPath, 'dist/electron/main.mjs')));
  }
  instead = `${verdict.why} Starting the browser host instead.`;
} else {
  instead = `The Electron runtime is missing (${runtime.missing}); starting the browser host instead.`;
}
console.log(instead);
process.exit(await run(nodeToolLaunch('tsx', ['electron/browser-host/cli.ts', ...process.argv.slice(2)])));
