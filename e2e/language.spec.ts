import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { otherRegisterIn } from '../shared/i18n/register';
import { listingRows, openScreen, SCREENS } from './screens';

test.use({ locale: 'en-GB' });

const LOCALES = join(import.meta.dirname, '..', 'renderer', 'i18n', 'locales');

/** Every text of a language's catalogs, by `namespace:key`. */
function catalog(language: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (prefix: string, value: unknown) => {
    if (typeof value === 'string') out.set(prefix, value);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value))
        walk(prefix.endsWith(':') ? prefix + key : `${prefix}.${key}`, inner);
    }
  };
  for (const file of readdirSync(join(LOCALES, language))) {
    walk(`${file.replace(/\.json$/, '')}:`, JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')));
  }
  return out;
}

/**
 * The texts of `language` that the other language's screens must not show: every text of its catalogs
 * that no text of `other`'s equals (names such as "Dispatch" or "Urgent" are the same in both), as a
 * whole-text pattern where each `{{placeholder}}` stands for any text. Texts with no word of their own
 * ("{{from}} → {{to}}") are left out.
 */
function onlyInPatterns(language: string, other: string): { key: string; text: string; pattern: RegExp }[] {
  const own = catalog(language);
  const otherTexts = new Set(catalog(other).values());
  const patterns = [];
  for (const [key, text] of own) {
    if (otherTexts.has(text)) continue;
    const words = text.replace(/\{\{[^}]+\}\}/g, '');
    if (!/\p{L}{2,}/u.test(words)) continue;
    const source = text
      .split(/\{\{[^}]+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+?');
    patterns.push({ key, text, pattern: new RegExp(`^${source}$`, 's') });
  }
  return patterns;
}

/**
 * What a user can read on the page: the text of every visible element (each text node, trimmed), the
 * options of the selects, and the names and hints given in attributes (aria-label, title,
 * placeholder, alt) of visible elements. Not the exchange's own words (a listing's description, a
 * vehicle's note), quoted inside their mark (`[data-exchange-text]`, renderer/shared/ExchangeText.tsx):
 * they come in whatever language their author wrote; the mark's label is read as any text.
 */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(VISIBLE_TEXTS);
}

/** The page-side part of `visibleTexts` (a string: the e2e files are typed without the DOM). */
const VISIBLE_TEXTS = `(() => {
  const texts = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent && node.textContent.trim();
    if (!parent || !text || parent.closest('[data-exchange-text]')) continue;
    if (parent.closest('option') || parent.checkVisibility({ visibilityProperty: true })) texts.push(text);
  }
  for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
    if (!element.checkVisibility()) continue;
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = (element.getAttribute(name) || '').trim();
      if (value) texts.push(value);
    }
  }
  return texts;
})()`;

/**
 * A walk loads every screen of e2e/screens.ts in turn (about 25): 50 s on a quiet 2-core machine, two
 * minutes and more with the unit tests beside it (build/test-run.ts).
 */
const WALK_TIMEOUT_MS = 300_000;

test('in Romanian, no screen shows a text found only in the English catalog, nor the other register', async ({
  page,
}) => {
  test.setTimeout(WALK_TIMEOUT_MS);
  const english = onlyInPatterns('en', 'ro');
  const romanian = onlyInPatterns('ro', 'en');
  expect(english.length).toBeGreaterThan(50);

  await openScreen(page, '/listings');
  // the patterns catch English: the first screen, still in English, shows texts of the English catalog
  const inEnglish = await visibleTexts(page);
  expect(inEnglish.filter((text) => english.some((p) => p.pattern.test(text))).length).toBeGreaterThan(5);
  // switch from the language menu, as a user does; the choice is remembered across loads
  await page.getByRole('button', { name: /^Language: / }).click();
  await page.getByRole('menuitemradio', { name: 'Română' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ro');

  const found: string[] = [];
  for (const screen of SCREENS) {
    await screen.open(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
    const texts = await visibleTexts(page);
    // the walk reads each screen: texts found only in the Romanian catalog, by the same patterns
    // (a screen the walker could not read, or whose catalog texts it could not match, would pass empty)
    expect(
      texts.filter((text) => romanian.some((p) => p.pattern.test(text))).length,
      `${screen.name}: texts of the Romanian catalog`,
    ).toBeGreaterThan(0);
    for (const text of texts) {
      const hit = english.find((p) => p.pattern.test(text));
      if (hit) found.push(`${screen.name}: "${text}" (en ${hit.key})`);
      // one register, "tu" (docs/style-ro.md): no "dumneavoastră", "dvs.", "Alegeți", ...
      for (const word of otherRegisterIn(text))
        found.push(`${screen.name}: "${text}" (other register: "${word}")`);
    }
  }
  expect(found).toEqual([]);
});

test("the walker skips the exchange's own words inside their mark, and only them", async ({ page }) => {
  await openScreen(page, '/listings');
  // a quoted text and its mark, and the same kind of text loose (a string: the e2e files are typed without the DOM)
  await page.evaluate(`(() => {
    const main = document.querySelector('main') || document.body;
    const figure = document.createElement('figure');
    figure.innerHTML = '<figcaption>Walker mark</figcaption><blockquote data-exchange-text="">Walker quoted</blockquote>';
    const loose = document.createElement('p');
    loose.textContent = 'Walker loose';
    main.prepend(figure, loose);
  })()`);
  const texts = await visibleTexts(page);
  expect(texts).toContain('Walker mark');
  expect(texts).toContain('Walker loose');
  expect(texts).not.toContain('Walker quoted');
});

test("in Romanian, a listing's and a vehicle's free text is shown inside the exchange's mark", async ({
  page,
}) => {
  await openScreen(page, '/listings');
  await page.getByRole('button', { name: /^Language: / }).click();
  await page.getByRole('menuitemradio', { name: 'Română' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
  for (const path of ['/listings', '/vehicles']) {
    await openScreen(page, path);
    await expect(listingRows(page)).toHaveCount(20);
    // the first row whose page has a text of the exchange's (most have one)
    const marked = page.getByRole('figure', { name: 'Textul bursei' });
    for (let i = 0; i < 8 && (await marked.count()) === 0; i += 1) {
      const before = page.url();
      await listingRows(page).nth(i).click();
      await expect(page).not.toHaveURL(before);
      await expect(page.locator('section.detail dl')).toBeVisible();
    }
    await expect(marked).toHaveCount(1);
    const quote = marked.locator('blockquote[data-exchange-text]');
    await expect(quote).not.toHaveText('');
    // the API gives no language for these texts: no lang (never a guessed or `und` one)
    await expect(quote).not.toHaveAttribute('lang', /./);
  }
});

test('in Romanian on an English system, the date filters follow the app: zz.ll.aaaa, Romanian words, days as the UI writes them', async ({
  page,
}) => {
  await openScreen(page, '/listings');
  await page.getByRole('button', { name: /^Language: / }).click();
  await page.getByRole('menuitemradio', { name: 'Română' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ro');

  const from = page.getByRole('group', { name: 'Încărcare de la' });
  const to = page.getByRole('group', { name: 'Încărcare până la' });
  await expect(from).toHaveText('zz.ll.aaaa'); // not the system's dd/mm/yyyy
  const day = from.getByRole('spinbutton').first();
  await expect(day).toHaveAccessibleName(/^zi/);
  await day.click();
  await page.keyboard.type('20102026');
  await expect(from).toHaveText('20.10.2026');
  await to.getByRole('spinbutton').first().click();
  await page.keyboard.type('01102026');
  await page.keyboard.press('Enter');
  await expect(page.locator('#filter-dateTo-error')).toHaveText(
    'Ultima dată, 1 oct. 2026, e înaintea primei, 20 oct. 2026.',
  );
  await expect(page.getByRole('group', { name: 'Aceeași zi la ambele date' })).toHaveText('AziMâine');
});

test.describe('with a Romanian OS locale', () => {
  test.use({ locale: 'ro-RO' });

  test('the app starts in Romanian', async ({ page }) => {
    await openScreen(page, '/listings');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
    await expect(page.locator('main h1')).toHaveText('Încărcături');
    await expect(page.getByRole('status')).toHaveText('Pagina 1 · 20 de încărcături');
  });
});
