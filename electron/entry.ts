/**
 * The main process's entry point (bundled to `dist/electron/main.mjs` by build/bundle-electron.ts):
 * runs the shell. main.ts itself only exports the wiring, so its test can import it.
 */
import { run } from './main';

run();
