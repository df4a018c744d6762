/**
 * Test helpers for the date range field (renderer/shared/search/DateRangeField.tsx): a date field is a
 * group of segments named by its label, its typed part loading lazily.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The date field labelled `label` (a `group`), once its segments have loaded. */
export async function dateField(label: string): Promise<HTMLElement> {
  const group = await screen.findByRole('group', { name: label });
  await within(group).findAllByRole('spinbutton');
  return group;
}

/**
 * Types `digits` into the date field labelled `label` from its first segment, as a user does: in the
 * UI's order (English: day, month, year, so `01102026` is 1 Oct 2026).
 */
export async function typeDate(user: UserEvent, label: string, digits: string): Promise<void> {
  const group = await dateField(label);
  await user.click(within(group).getAllByRole('spinbutton')[0]!);
  await user.keyboard(digits);
}
