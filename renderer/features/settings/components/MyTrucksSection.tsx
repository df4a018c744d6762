import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MyTrucks, TruckInput } from '../../../../shared/contract/trucks';
import type { ExchangeRate } from '../../../../shared/domain/earnings';
import { formatNumberInput, formatPerKm, NO_VALUE } from '../../../../shared/format/numbers';
import { ErrorAlert, QueryErrorAlert } from '../../../shared/ErrorAlert';
import { FormField } from '../../../shared/FormField';
import { formatDay } from '../../../shared/format/dates';
import { placeText } from '../../../shared/format/places';
import { useLocale } from '../../../shared/format/useLocale';
import { PlaceField } from '../../../shared/places/PlaceField';
import { toAppError } from '../../../shared/transport';
import { truckQueries, useTruckWrites } from '../../../shared/trucks/myTrucks';
import {
  newTruckForm,
  rateFormSchema,
  truckFormOf,
  truckFormSchema,
  type RateForm,
  type TruckForm,
  type TruckProblem,
} from '../model/truckForm';

/**
 * Settings → My trucks (docs/api.md §What a load earns): the user's trucks with their cost per km (EUR
 * or RON), km a day and home place; which one is the current truck (Truck at belongs to it); and the
 * user's EUR↔RON rate with its date. Local only (`trucks.*` calls); a bad figure is said beside its
 * field and nothing is sent.
 */
export function MyTrucksSection() {
  const { t } = useTranslation('settings');
  const mine = useQuery(truckQueries.mine());
  if (mine.isError) return <QueryErrorAlert query={mine} context="detail" />;
  if (!mine.data) return <p role="status">{t('loading')}</p>;
  return <MyTrucksForms mine={mine.data} />;
}

function MyTrucksForms({ mine }: { mine: MyTrucks }) {
  const { t } = useTranslation('settings');
  const locale = useLocale();
  const writes = useTruckWrites();
  const truck = useForm<TruckForm, unknown, TruckInput>({
    resolver: zodResolver(truckFormSchema(locale)),
    defaultValues: newTruckForm(),
  });
  const rate = useForm<RateForm, unknown, ExchangeRate | null>({
    resolver: zodResolver(rateFormSchema(locale)),
    defaultValues: {
      ronPerEur: mine.rate ? formatNumberInput(mine.rate.ronPerEur, locale) : '',
      date: mine.rate?.date ?? '',
    },
  });
  const editingId = useWatch({ control: truck.control, name: 'id' });
  const problemWords: Record<TruckProblem, string> = {
    'trucks.problem.name': t('trucks.problem.name'),
    'trucks.problem.costPerKm': t('trucks.problem.costPerKm'),
    'trucks.problem.kmPerDay': t('trucks.problem.kmPerDay'),
    'trucks.problem.rate': t('trucks.problem.rate'),
    'trucks.problem.rateDate': t('trucks.problem.rateDate'),
  };
  /** A field's problem in a sentence (its issue's message is a TruckProblem), or nothing. */
  const words = (error: FieldError | undefined) =>
    error?.message ? (problemWords[error.message as TruckProblem] ?? null) : null;
  const truckErrors = truck.formState.errors;
  const rateErrors = rate.formState.errors;

  const onSave = truck.handleSubmit((input) =>
    writes.mutate({ call: 'trucks.save', input }, { onSuccess: () => truck.reset(newTruckForm()) }),
  );
  const onRate = rate.handleSubmit((value) =>
    writes.mutate({ call: 'trucks.setRate', input: { rate: value } }),
  );

  return (
    <div className="my-trucks">
      <p className="muted">{t('trucks.intro')}</p>
      {mine.trucks.length === 0 ? (
        <p>{t('trucks.none')}</p>
      ) : (
        <table className="my-trucks-table">
          <caption className="sr-only">{t('trucks.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('trucks.name')}</th>
              <th scope="col">{t('trucks.costPerKm')}</th>
              <th scope="col">{t('trucks.kmPerDay')}</th>
              <th scope="col">{t('trucks.home')}</th>
              <th scope="col">{t('trucks.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {mine.trucks.map((row) => {
              const current = row.id === mine.currentId;
              return (
                <tr key={row.id} aria-current={current ? 'true' : undefined}>
                  <th scope="row">
                    {row.name} {current ? <strong>{t('trucks.current')}</strong> : null}
                  </th>
                  <td>{formatPerKm(row.costPerKm, row.currency, locale)}</td>
                  <td>{formatNumberInput(row.kmPerDay, locale)}</td>
                  <td>{row.home ? placeText(row.home.city, row.home.country, locale) : NO_VALUE}</td>
                  <td>
                    {current ? null : (
                      <button
                        type="button"
                        onClick={() => writes.mutate({ call: 'trucks.setCurrent', input: { id: row.id } })}
                      >
                        {t('trucks.makeCurrent', { name: row.name })}
                      </button>
                    )}{' '}
                    <button type="button" onClick={() => truck.reset(truckFormOf(row, locale))}>
                      {t('trucks.edit', { name: row.name })}
                    </button>{' '}
                    <button
                      type="button"
                      onClick={() => writes.mutate({ call: 'trucks.delete', input: { id: row.id } })}
                    >
                      {t('trucks.delete', { name: row.name })}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <form
        className="my-trucks-form"
        onSubmit={(event) => void onSave(event)}
        noValidate
        aria-labelledby="my-trucks-form-title"
      >
        <h3 id="my-trucks-form-title">{editingId ? t('trucks.editTitle') : t('trucks.addTitle')}</h3>
        <FormField id="truck-name" label={t('trucks.name')} message={words(truckErrors.name)}>
          {(control) => <input {...control} {...truck.register('name')} />}
        </FormField>
        <FormField id="truck-cost" label={t('trucks.costPerKm')} message={words(truckErrors.costPerKm)}>
          {(control) => <input {...control} inputMode="decimal" {...truck.register('costPerKm')} />}
        </FormField>
        <FormField id="truck-currency" label={t('trucks.currency')}>
          {(control) => (
            <select {...control} {...truck.register('currency')}>
              <option value="EUR">EUR</option>
              <option value="RON">RON</option>
            </select>
          )}
        </FormField>
        <FormField
          id="truck-km-per-day"
          label={t('trucks.kmPerDay')}
          hint={t('trucks.kmPerDayHint')}
          message={words(truckErrors.kmPerDay)}
        >
          {(control) => <input {...control} inputMode="numeric" {...truck.register('kmPerDay')} />}
        </FormField>
        <Controller
          control={truck.control}
          name="home"
          render={({ field }) => (
            <PlaceField
              id="truck-home"
              label={t('trucks.home')}
              description={t('trucks.homeHint')}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <button type="submit" disabled={writes.isPending}>
          {editingId ? t('trucks.saveChanges') : t('trucks.add')}
        </button>
        {editingId ? (
          <button type="button" onClick={() => truck.reset(newTruckForm())}>
            {t('trucks.cancelEdit')}
          </button>
        ) : null}
      </form>
      <form
        className="my-trucks-rate"
        onSubmit={(event) => void onRate(event)}
        noValidate
        aria-labelledby="my-trucks-rate-title"
      >
        <h3 id="my-trucks-rate-title">{t('trucks.rateTitle')}</h3>
        <p className="muted small" role="status">
          {mine.rate
            ? t('trucks.rateNow', {
                rate: formatNumberInput(mine.rate.ronPerEur, locale),
                date: formatDay(mine.rate.date, locale),
              })
            : t('trucks.rateNone')}
        </p>
        <FormField id="truck-rate" label={t('trucks.rate')} message={words(rateErrors.ronPerEur)}>
          {(control) => <input {...control} inputMode="decimal" {...rate.register('ronPerEur')} />}
        </FormField>
        <FormField id="truck-rate-date" label={t('trucks.rateDate')} message={words(rateErrors.date)}>
          {(control) => <input {...control} type="date" {...rate.register('date')} />}
        </FormField>
        <button type="submit" disabled={writes.isPending}>
          {t('trucks.saveRate')}
        </button>
      </form>
      {writes.isError ? <ErrorAlert error={toAppError(writes.error)} context="detail" /> : null}
    </div>
  );
}
