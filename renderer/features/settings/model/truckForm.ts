/**
 * The form of Settings → My trucks (docs/api.md §What a load earns; shared/contract/trucks.ts): a
 * truck's fields and the EUR↔RON rate as typed in the UI's language (`1,10` in ro, `1.10` in en),
 * checked before anything is sent. Each problem is a catalog key of `settings` (`trucks.problem.*`).
 */
import { z } from 'zod';
import type { Place } from '../../../../shared/api/types';
import {
  COST_PER_KM_MAX,
  TRUCK_NAME_MAX,
  type Truck,
  type TruckInput,
} from '../../../../shared/contract/trucks';
import { DEFAULT_KM_PER_DAY, type ExchangeRate } from '../../../../shared/domain/earnings';
import { formatNumberInput } from '../../../../shared/format/numbers';
import { parseLocaleNumber } from '../../../shared/format/parseNumber';

/** A truck as the form holds it: texts as typed. */
export interface TruckForm {
  id: string | null;
  name: string;
  costPerKm: string;
  currency: 'EUR' | 'RON';
  kmPerDay: string;
  home: Place | null;
}

/** A problem's catalog key (settings namespace). */
export type TruckProblem =
  | 'trucks.problem.name'
  | 'trucks.problem.costPerKm'
  | 'trucks.problem.kmPerDay'
  | 'trucks.problem.rate'
  | 'trucks.problem.rateDate';

/** An empty form: 600 km a day (EU drivers' hours, docs/api.md §What a load earns), EUR. */
export function newTruckForm(): TruckForm {
  return {
    id: null,
    name: '',
    costPerKm: '',
    currency: 'EUR',
    kmPerDay: String(DEFAULT_KM_PER_DAY),
    home: null,
  };
}

/** The form of a stored truck, its figures written the way `locale` types them. */
export function truckFormOf(truck: Truck, locale: string): TruckForm {
  return {
    id: truck.id,
    name: truck.name,
    costPerKm: formatNumberInput(truck.costPerKm, locale),
    currency: truck.currency,
    kmPerDay: formatNumberInput(truck.kmPerDay, locale),
    home: truck.home,
  };
}

/**
 * The truck to save, or the problems by field: a name of 1 to 60 characters; a cost per km of 0 to 100
 * in its currency; whole km a day from 100 to 1,500.
 */
export function checkTruckForm(
  form: TruckForm,
  locale: string,
): { input: TruckInput | null; problems: Partial<Record<'name' | 'costPerKm' | 'kmPerDay', TruckProblem>> } {
  const problems: Partial<Record<'name' | 'costPerKm' | 'kmPerDay', TruckProblem>> = {};
  const name = form.name.trim();
  if (name === '' || name.length > TRUCK_NAME_MAX) problems.name = 'trucks.problem.name';
  const cost = parseLocaleNumber(form.costPerKm, locale);
  if (cost === null || cost < 0 || cost > COST_PER_KM_MAX) problems.costPerKm = 'trucks.problem.costPerKm';
  const km = parseLocaleNumber(form.kmPerDay, locale);
  if (km === null || !Number.isInteger(km) || km < 100 || km > 1500)
    problems.kmPerDay = 'trucks.problem.kmPerDay';
  if (Object.keys(problems).length > 0) return { input: null, problems };
  return {
    input: {
      ...(form.id ? { id: form.id } : {}),
      name,
      costPerKm: cost!,
      currency: form.currency,
      kmPerDay: km!,
      home: form.home,
    },
    problems,
  };
}

/**
 * The rate to save from its two texts (RON for 1 EUR, above 0 and at most 100; its day `YYYY-MM-DD`),
 * or a problem. Both empty: no rate (null).
 */
export function checkRateForm(
  ronPerEur: string,
  date: string,
  locale: string,
): { rate: ExchangeRate | null; problem: TruckProblem | null } {
  if (ronPerEur.trim() === '' && date.trim() === '') return { rate: null, problem: null };
  const value = parseLocaleNumber(ronPerEur, locale);
  if (value === null || !(value > 0) || value > 100) return { rate: null, problem: 'trucks.problem.rate' };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))
    return { rate: null, problem: 'trucks.problem.rateDate' };
  return { rate: { ronPerEur: value, date }, problem: null };
}

/** The rate form's two texts: RON for 1 EUR as typed, and its day (`YYYY-MM-DD`, a date input's value). */
export interface RateForm {
  ronPerEur: string;
  date: string;
}

/** A truck form's values for zod: every field as the form holds it. */
const truckFields = z.object({
  id: z.string().nullable(),
  name: z.string(),
  costPerKm: z.string(),
  currency: z.enum(['EUR', 'RON']),
  kmPerDay: z.string(),
  home: z.custom<Place | null>(),
});

/**
 * TruckForm -> the TruckInput to save, for react-hook-form's zodResolver: checkTruckForm's rules, each
 * problem an issue on its field's path whose message is its catalog key (TruckProblem).
 */
export function truckFormSchema(locale: string) {
  return truckFields.transform((form, ctx): TruckInput => {
    const checked = checkTruckForm(form, locale);
    for (const [path, problem] of Object.entries(checked.problems))
      ctx.addIssue({ code: 'custom', path: [path], message: problem });
    return checked.input ?? z.NEVER;
  });
}

/**
 * RateForm -> the rate to save (null: both empty, no rate), for react-hook-form's zodResolver:
 * checkRateForm's rules, a bad figure an issue on `ronPerEur`, a bad day on `date`, each message its
 * catalog key (TruckProblem).
 */
export function rateFormSchema(locale: string) {
  return z.object({ ronPerEur: z.string(), date: z.string() }).transform((form, ctx): ExchangeRate | null => {
    const checked = checkRateForm(form.ronPerEur, form.date, locale);
    if (!checked.problem) return checked.rate;
    const path = checked.problem === 'trucks.problem.rateDate' ? 'date' : 'ronPerEur';
    ctx.addIssue({ code: 'custom', path: [path], message: checked.problem });
    return z.NEVER;
  });
}
