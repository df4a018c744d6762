/**
 * Puts the page in the user's theme as this module runs (`applyTheme`, ./useAppliedTheme.ts), before
 * the modules that take the entry its time and long before the app's first render. Imported by
 * ../../main.tsx right after ../../app/beginFirstScreen.
 *
 * Until then the page has no `data-theme`, and renderer/styles.css gives the empty page the system's
 * background (`:root:not([data-theme])`). Electron shows the window at its first paint
 * (`ready-to-show`), which comes before any script has run: without both, a dark desktop saw a white
 * window until the app's first render at every start (docs/benchmarks.md §The theme at start).
 */
import { applyTheme } from './useAppliedTheme';

applyTheme();
