/**
 * The browser the tests and the bench drive (build/check-system.ts `CHROMIUM_ARGS`): a new context runs
 * the page under test and nothing of the browser's own UI beside it. Chromium's omnibox popup is a WebUI
 * it otherwise loads for every new context, in a renderer of its own, while the page loads.
 */
import { expect, test, openApp } from './fixtures';
import { listingRows } from './screens';

test("a new context loads no WebUI of the browser's own beside the app", async ({ browser, page }) => {
  await openApp(page, '/listings');
  await expect(listingRows(page)).toHaveCount(20);
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  await cdp.detach();
  expect(targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url)).toEqual(
    [],
  );
});
