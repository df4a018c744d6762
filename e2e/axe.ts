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

/** The serious and critical violations on `page` (only inside `include` selectors when given). */
export async function seriousViolations(page: Page, include: string[] = []): Promise<SeriousViolation[]> {
  let builder = new AxeBuilder({ page });
  for (const selector of include) builder = builder.include(selector);
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
