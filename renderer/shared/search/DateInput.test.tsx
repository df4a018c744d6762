import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import DateInput from './DateInput';
import { localDay } from './dateRange';

afterEach(cleanup);

/** One date field in a form, as DateRangeField puts it, showing what the form holds. */
function Harness({ initial = '', locale = 'en-GB' }: { initial?: string; locale?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <form>
      <span id="day-label">Loading from</span>
      <DateInput
        id="day"
        labelledBy="day-label"
        invalid={false}
        locale={locale}
        value={value}
        onChange={setValue}
      />
      <output data-testid="held">{value}</output>
      <button type="button" onClick={() => setValue('2026-10-12')}>
        Set
      </button>
    </form>
  );
}

describe('DateInput', () => {
  it('is a group named by its label, segments in the UI order, the typed day told to the form', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Loading from' });
    expect(group.id).toBe('day');
    expect(group.textContent).toBe('dd/mm/yyyy');
    await user.click(within(group).getAllByRole('spinbutton')[0]!);
    await user.keyboard('12102026');
    expect(group.textContent).toBe('12/10/2026');
    expect(screen.getByTestId('held').textContent).toBe('2026-10-12');
  });

  it('Romanian: dd.mm.yyyy as zz.ll.aaaa', () => {
    render(<Harness locale="ro-RO" initial="2026-10-20" />);
    expect(screen.getByRole('group', { name: 'Loading from' }).textContent).toBe('20.10.2026');
  });

  it('opens a calendar of the held month; a day picked is the form value; Tomorrow picks tomorrow', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-10-12" />);
    await user.click(screen.getByRole('button', { name: /Calendar/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('October 2026');
    await user.click(within(dialog).getByRole('button', { name: /20 October 2026/ }));
    expect(screen.getByTestId('held').textContent).toBe('2026-10-20');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: /Calendar/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Tomorrow' }));
    expect(screen.getByTestId('held').textContent).toBe(localDay(new Date(), 1));
  });

  it('keeps the calendar button out of the Tab order; Alt+ArrowDown in a segment opens the calendar', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-10-12" />);
    expect(screen.getByRole('button', { name: /Calendar/ }).tabIndex).toBe(-1);
    await user.click(
      within(screen.getByRole('group', { name: 'Loading from' })).getAllByRole('spinbutton')[0]!,
    );
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getByRole('button', { name: /12 October 2026/ })
        .getAttribute('aria-label'),
    ).toMatch(/selected/i);
  });

  it('starts again from a value the form sets itself', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Set' }));
    expect(screen.getByRole('group', { name: 'Loading from' }).textContent).toBe('12/10/2026');
  });
});
