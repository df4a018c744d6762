import { zodResolver } from '@hookform/resolvers/zod';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import i18n from 'i18next';
import { CountryFields } from './CountryFields';
import { DateRangeField } from './DateRangeField';
import { useFilterForm, type SearchFormValues } from './useFilterForm';
import { EUROPEAN_COUNTRIES } from '../../../shared/domain/vocabulary';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

type Filters = Partial<SearchFormValues>;

// a search of countries and days: the same country at both ends is refused at the first
const schema = z
  .object({ fromCountry: z.string(), toCountry: z.string(), dateFrom: z.string(), dateTo: z.string() })
  .superRefine((form, ctx) => {
    if (form.fromCountry !== '' && form.fromCountry === form.toCountry)
      ctx.addIssue({ code: 'custom', path: ['fromCountry'], message: 'same' });
  })
  .transform((form) => Object.fromEntries(Object.entries(form).filter(([, value]) => value !== '')));

const toValues = (filters: Filters): SearchFormValues => ({
  fromCountry: filters.fromCountry ?? '',
  toCountry: filters.toCountry ?? '',
  dateFrom: filters.dateFrom ?? '',
  dateTo: filters.dateTo ?? '',
});

/** A search form made of the kit alone, as FiltersForm and VehicleFiltersForm use it. */
function Harness({ initial, onSearch }: { initial: Filters; onSearch: (filters: Filters) => void }) {
  const { form, dateRange, countries } = useFilterForm({
    initial,
    toValues,
    resolver: zodResolver(schema),
    idPrefix: 'test-',
    firstFieldId: 'test-fromCountry',
    errorText: (name, error) => `${name}: ${error.message}`,
    dateLabels: { from: 'Loading from', to: 'Loading to' },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSearch)}>
      <CountryFields {...countries} />
      <DateRangeField {...dateRange} />
      <button type="submit">Search</button>
    </form>
  );
}

describe('useFilterForm and CountryFields (the search-screen kit)', () => {
  it('names the countries in the UI language, "Any" first, and sends only what is set', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<Harness initial={{}} onSearch={onSearch} />);
    const from = screen.getByRole('combobox', { name: 'From country' });
    expect(from.id).toBe('test-fromCountry');
    const named = () => [...from.querySelectorAll('option')].map((option) => option.textContent);
    expect(named()[0]).toBe('Any');
    expect(named()).toContain('Germany (DE)');
    await user.selectOptions(screen.getByRole('combobox', { name: 'To country' }), 'DE');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch.mock.calls[0]![0]).toEqual({ toCountry: 'DE' });

    await act(() => i18n.changeLanguage('ro'));
    expect(screen.getByRole('combobox', { name: 'Țara de încărcare' })).toBe(from);
    expect(named()[0]).toBe('Oricare');
    expect(named()).toContain('Germania (DE)');
    // all of Europe a Romanian carrier drives to, not only the sandbox's market (issue 50 §2)
    expect(named()).toEqual(
      expect.arrayContaining([
        'Elveția (CH)',
        'Regatul Unit (GB)',
        'Slovenia (SI)',
        'Kosovo (XK)',
        'Suedia (SE)',
      ]),
    );
    expect(named()).toHaveLength(1 + EUROPEAN_COUNTRIES.length);
  });

  it("says a field's problem next to it, tied to it, and sends nothing", async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<Harness initial={{ fromCountry: 'RO', toCountry: 'RO' }} onSearch={onSearch} />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const from = await screen.findByRole('combobox', {
      name: 'From country',
      description: 'fromCountry: same',
    });
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('test-fromCountry-error')?.textContent).toBe('fromCountry: same');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('shows new filters (Back, Forward) but not the same ones in a new object; "/" focuses the first field', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness initial={{ fromCountry: 'RO' }} onSearch={vi.fn()} />);
    const from = screen.getByRole<HTMLSelectElement>('combobox', { name: 'From country' });
    expect(from.value).toBe('RO');
    await user.selectOptions(from, 'DE');
    rerender(<Harness initial={{ fromCountry: 'RO' }} onSearch={vi.fn()} />);
    expect(from.value).toBe('DE');
    rerender(<Harness initial={{ fromCountry: 'PL' }} onSearch={vi.fn()} />);
    expect(from.value).toBe('PL');

    await user.click(document.body);
    await user.keyboard('/');
    expect(document.activeElement).toBe(from);
  });
});
