/**
 * axe-core (`@axe-core/playwright`) for every spec: the serious and critical violations on the page as
 * it is now (or in the parts `include` selects), each with its rule, help text and first nodes, so a
 * failure says what to fix. The goal everywhere is none (WCAG 2.x A and AA and axe's best practices).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** One serious or critical violation, as a failure shows it. */
export interface SeriousViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: string[];
}

/**
 * The axe rules whose outcome a colour theme can change: the contrast of text, and links told from the
 * text around them by colour alone. A theme changes colours only (build/theme-css.test.ts holds that
 * for the dark theme), so a screen already checked whole in one theme is checked in the other with
 * these (a full axe run is 3-6 s a screen on the CI's 2 cores; these 1-2 s).
 */
export const THEME_RULES: readonly string[] = ['color-contrast', 'link-in-text-block'];

/**
 * The serious and critical violations on `page` (only inside `include` selectors when given; only of
 * the axe rules `rules` when given, every rule of the page's tags otherwise).
 *
 * axe runs in the page itself (`setLegacyMode`: one `axe.run`), not as `axe.runPartial` in each frame
 * and `axe.finishRun` in a blank page that `analyze()` otherwise opens, fills with a second copy of
 * axe-core and closes, every call. The app has no frame (its CSP, renderer/index.html, allows none
 * from another origin and it makes none), so the verdict is the same; the run costs a third less CPU:
 * a full run on Listings 3.5 s of Chromium CPU instead of 4.7-5.8 s, the theme rules 1.5 s instead
 * of 2.2 s (29 Nov 2026, docs/benchmarks.md §The CI's length).
 *
 * Only the violations are gathered node by node (axe's `resultTypes: ['violations']`): the passes,
 * the incomplete and the inapplicable results, which nothing here reads, keep one node each instead of
 * every node with its CSS selector and HTML (2,848 passing nodes on Listings). A violation keeps every
 * node (checked on a page with three low-contrast paragraphs, an image without alt and an empty button:
 * the same violations and nodes either way). A full run on Listings 1.6-1.8 s of Chromium CPU instead
 * of 3.0-4.1 s, the theme rules 1.2 s instead of 1.5 s (29 Nov 2026).
 */
export async function seriousViolations(
  page: Page,
  include: string[] = [],
  rules?: readonly string[],
): Promise<SeriousViolation[]> {
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  for (const selector of include) builder = builder.include(selector);
  if (rules !== undefined) builder = builder.withRules([...rules]);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

/** Fails when `page` (or its `include` parts) has any serious or critical violation. */
export async function expectAccessible(page: Page, include: string[] = []): Promise<void> {
  expect(await seriousViolations(page, include)).toEqual([]);
}
