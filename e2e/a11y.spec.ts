import { expect, test } from './fixtures';
import { seriousViolations, THEME_RULES } from './axe';
import { openScreen, SCREENS } from './screens';

/**
 * axe-core on every screen (e2e/screens.ts), in the light and the dark theme: no serious or critical
 * violation (WCAG 2.x A and AA, colour contrast and WCAG 2.2 target size included, and axe's best
 * practices; every rule in the first theme, the rules a theme can change in the second: e2e/axe.ts
 * THEME_RULES), exactly one h1, no console error and no Content-Security-Policy refusal (an inline
 * style or an eval the CSP of index.html blocks).
 *
 * Which variants and why (issue 47 §3, no repeated sweep): a screen is checked once per variant that can
 * change axe's verdict. Every rule once, in the system's theme; in the other theme only the rules a theme
 * can change (e2e/axe.ts THEME_RULES). Both languages: the date calendar below (its names are
 * react-aria's, in the UI language); the Romanian screens' words are language.spec.ts's walk. A layout
 * check at both sizes in one language is laptop.spec.ts's. The flow specs run axe only on states this
 * walk does not reach (a dialog with an error, a note being written, a missing permission, the open
 * place list, the map); where a flow passes through a state of this walk, it says so and leaves axe to
 * this file.
 */
/** Records every Content-Security-Policy refusal, even one the app catches (zod's eval probe). */
const RECORD_CSP_VIOLATIONS = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations.push(event.violatedDirective + ' ' + event.sourceFile + ':' + event.lineNumber);
  });
`;

/** The themes each screen is checked in, the system's choice first (the app follows it live). */
const THEMES = ['light', 'dark'] as const;

// each screen's check opens its own page: they share nothing, so they spread over the workers
test.describe.configure({ mode: 'parallel' });

for (const screen of SCREENS) {
  test(`a11y (light and dark): ${screen.name}`, async ({ page }) => {
    // opening a screen with its data and a full axe run take ~8 s on a quiet 2-core machine and over
    // 30 s on a loaded one; two axe runs here (one a theme): room for that, so the suite never fails on
    // the machine's speed
    test.setTimeout(150_000);
    // the app follows the system's theme until the user chooses (renderer/shared/theme), live: the
    // screen is opened once and checked in each theme, `data-theme` on <html> saying it is applied
    await page.emulateMedia({ colorScheme: THEMES[0] });
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.addInitScript(RECORD_CSP_VIOLATIONS);
    await screen.open(page);
    await expect(page.locator('h1')).toHaveCount(1);
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const rules = theme === THEMES[0] ? undefined : THEME_RULES;
      expect(await seriousViolations(page, [], rules), `${theme} theme`).toEqual([]);
    }
    expect(consoleErrors, 'console errors').toEqual([]);
    expect(await page.evaluate('window.__cspViolations'), 'CSP violations').toEqual([]);
  });
}

test('a11y: the truck-type check boxes are targets of at least 24 x 24 CSS px', async ({ page }) => {
  await openScreen(page, '/listings');
  // the truck types are behind "More filters" (collapsed until the user opens them); by its name:
  // once the date fields have loaded (after the first reads), their calendar buttons are collapsed too
  await page.locator('form.filters').getByRole('button', { name: 'More filters', expanded: false }).click();
  const boxes = page.locator('fieldset.truck-types input[type="checkbox"]');
  await expect(boxes).toHaveCount(9);
  for (const box of await boxes.all()) {
    const size = await box.boundingBox();
    expect(size?.width ?? 0).toBeGreaterThanOrEqual(24);
    expect(size?.height ?? 0).toBeGreaterThanOrEqual(24);
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`a11y (${theme}): a date filter's calendar, open, in English and Romanian`, async ({ page }) => {
    // two axe runs and a page: over 90 s on a loaded 2-core machine
    test.setTimeout(180_000);
    await page.emulateMedia({ colorScheme: theme });
    await openScreen(page, '/listings');
    const from = page.getByRole('group', { name: 'Loading from' });
    await from.getByRole('spinbutton').first().click();
    await page.keyboard.press('Alt+ArrowDown');
    const calendar = page.getByRole('dialog');
    await expect(calendar.getByRole('grid')).toBeVisible();
    // every day and button of the calendar has a name (react-aria's, in the UI language)
    await expect(calendar.getByRole('button', { name: 'Today', exact: true })).toBeVisible();
    // every rule in the light theme; in the dark one the rules a theme can change (as the walk above)
    const rules = theme === 'light' ? undefined : THEME_RULES;
    expect(await seriousViolations(page, [], rules)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(calendar).toHaveCount(0);

    await page.getByRole('button', { name: /^Language: / }).click();
    await page.getByRole('menuitemradio', { name: 'Română' }).click();
    const de = page.getByRole('group', { name: 'Încărcare de la' });
    await de.getByRole('spinbutton').first().click();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(calendar.getByRole('button', { name: 'Azi', exact: true })).toBeVisible();
    // the calendar again, in Romanian: its own names (react-aria's ro-RO strings)
    expect(await seriousViolations(page, ['.date-popover'], rules)).toEqual([]);
  });
}
