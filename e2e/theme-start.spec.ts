/**
 * The theme at start: Electron shows the window at its first paint, before any of the app's scripts
 * has run, so what the page paints while the entry loads is what a dispatcher sees first. On a dark
 * system that must never be white (renderer/styles.css `:root:not([data-theme])`,
 * renderer/shared/theme/beginTheme.ts).
 */
import { expect, test, openApp } from './fixtures';
import { listingRows } from './screens';

/**
 * Notes the page's background (`<html>`'s computed colour) at each painted frame until the first result
 * row, in `window.__startFrames`. A string, run before the app's scripts (the page's CSP allows no
 * `eval`).
 */
const START_FRAMES = `(() => {
  const frames = [];
  window.__startFrames = frames;
  const look = () => {
    frames.push(getComputedStyle(document.documentElement).backgroundColor);
    if (document.querySelector('table tbody tr') === null) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

/** The dark theme's background (`--bg` of `:root[data-theme='dark']`, renderer/styles.css). */
const DARK_BACKGROUND = 'rgb(21, 23, 26)';

test('on a dark system, no frame is white while the app starts: the empty page and the first screen', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(START_FRAMES);
  await openApp(page, '/listings');
  await expect(listingRows(page)).toHaveCount(20);
  const backgrounds = (await page.evaluate('window.__startFrames')) as string[];
  expect(backgrounds.length).toBeGreaterThan(0);
  // every frame, the ones painted before the app's scripts have run included
  expect(backgrounds).toEqual(backgrounds.map(() => DARK_BACKGROUND));
});
