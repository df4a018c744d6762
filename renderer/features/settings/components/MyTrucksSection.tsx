import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyTrucks } from '../../../../shared/contract/trucks';
import { formatNumberInput, formatPerKm, NO_VALUE } from '../../../../shared/format/numbers';
import { ErrorAlert, QueryErrorAlert } from '../../../shared/ErrorAlert';
import { describedBy, FieldMessage } from '../../../shared/FieldMessage';
import { formatDay } from '../../../shared/format/dates';
import { placeText } from '../../../shared/format/places';
import { useLocale } from '../../../shared/format/useLocale';
import { PlaceField } from '../../../shared/places/PlaceField';
import { toAppError } from '../../../shared/transport';
import { truckQueries, useTruckWrites } from '../../../shared/trucks/myTrucks';
import {
  checkRateForm,
  checkTruckForm,
  newTruckForm,
  truckFormOf,
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
  const [form, setForm] = useState<TruckForm>(newTruckForm);
  const [tried, setTried] = useState(false);
  const [ronPerEur, setRonPerEur] = useState(() =>
    mine.rate ? formatNumberInput(mine.rate.ronPerEur, locale) : '',
  );
  const [rateDate, setRateDate] = useState(() => mine.rate?.date ?? '');
  const [rateTried, setRateTried] = useState(false);
  const checked = checkTruckForm(form, locale);
  const rateChecked = checkRateForm(ronPerEur, rateDate, locale);
  const problemWords: Record<TruckProblem, string> = {
    'trucks.problem.name': t('trucks.problem.name'),
    'trucks.problem.costPerKm': t('trucks.problem.costPerKm'),
    'trucks.problem.kmPerDay': t('trucks.problem.kmPerDay'),
    'trucks.problem.rate': t('trucks.problem.rate'),
    'trucks.problem.rateDate': t('trucks.problem.rateDate'),
  };
  const message = (field: 'name' | 'costPerKm' | 'kmPerDay') => {
    const problem = checked.problems[field];
    return tried && problem ? problemWords[problem] : null;
  };
  const rateMessage = rateTried && rateChecked.problem ? problemWords[rateChecked.problem] : null;

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!checked.input) return;
    writes.mutate(
      { call: 'trucks.save', input: checked.input },
      {
        onSuccess: () => {
          setForm(newTruckForm());
          setTried(false);
        },
      },
    );
  };
  const onRate = (event: FormEvent) => {
    event.preventDefault();
    setRateTried(true);
    if (!rateChecked.problem) writes.mutate({ call: 'trucks.setRate', input: { rate: rateChecked.rate } });
  };

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
            {mine.trucks.map((truck) => {
              const current = truck.id === mine.currentId;
              return (
                <tr key={truck.id} aria-current={current ? 'true' : undefined}>
                  <th scope="row">
                    {truck.name} {current ? <strong>{t('trucks.current')}</strong> : null}
                  </th>
                  <td>{formatPerKm(truck.costPerKm, truck.currency, locale)}</td>
                  <td>{formatNumberInput(truck.kmPerDay, locale)}</td>
                  <td>{truck.home ? placeText(truck.home.city, truck.home.country, locale) : NO_VALUE}</td>
                  <td>
                    {current ? null : (
                      <button
                        type="button"
                        onClick={() => writes.mutate({ call: 'trucks.setCurrent', input: { id: truck.id } })}
                      >
                        {t('trucks.makeCurrent', { name: truck.name })}
                      </button>
                    )}{' '}
                    <button type="button" onClick={() => setForm(truckFormOf(truck, locale))}>
                      {t('trucks.edit', { name: truck.name })}
                    </button>{' '}
                    <button
                      type="button"
                      onClick={() => writes.mutate({ call: 'trucks.delete', input: { id: truck.id } })}
                    >
                      {t('trucks.delete', { name: truck.name })}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <form className="my-trucks-form" onSubmit={onSave} noValidate aria-labelledby="my-trucks-form-title">
        <h3 id="my-trucks-form-title">{form.id ? t('trucks.editTitle') : t('trucks.addTitle')}</h3>
        <div className="field">
          <label htmlFor="truck-name">{t('trucks.name')}</label>
          <input
            id="truck-name"
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
            {...describedBy('truck-name-error', message('name'))}
          />
          <FieldMessage id="truck-name-error" message={message('name')} />
        </div>
        <div className="field">
          <label htmlFor="truck-cost">{t('trucks.costPerKm')}</label>
          <input
            id="truck-cost"
            inputMode="decimal"
            value={form.costPerKm}
            onChange={(e) => setForm({ ...form, costPerKm: e.target.value })}
            {...describedBy('truck-cost-error', message('costPerKm'))}
          />
          <FieldMessage id="truck-cost-error" message={message('costPerKm')} />
        </div>
        <div className="field">
          <label htmlFor="truck-currency">{t('trucks.currency')}</label>
          <select
            id="truck-currency"
            value={form.currency}
            onChange={(e) => setForm({ ...form, currency: e.target.value === 'RON' ? 'RON' : 'EUR' })}
          >
            <option value="EUR">EUR</option>
            <option value="RON">RON</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="truck-km-per-day">{t('trucks.kmPerDay')}</label>
          <input
            id="truck-km-per-day"
            inputMode="numeric"
            value={form.kmPerDay}
            onChange={(e) => setForm({ ...form, kmPerDay: e.target.value })}
            aria-describedby="truck-km-per-day-hint"
            {...describedBy('truck-km-per-day-error', message('kmPerDay'))}
          />
          <span id="truck-km-per-day-hint" className="muted small">
            {t('trucks.kmPerDayHint')}
          </span>
          <FieldMessage id="truck-km-per-day-error" message={message('kmPerDay')} />
        </div>
        <PlaceField
          id="truck-home"
          label={t('trucks.home')}
          description={t('trucks.homeHint')}
          value={form.home}
          onChange={(home) => setForm({ ...form, home })}
        />
        <button type="submit" disabled={writes.isPending}>
          {form.id ? t('trucks.saveChanges') : t('trucks.add')}
        </button>
        {form.id ? (
          <button type="button" onClick={() => setForm(newTruckForm())}>
            {t('trucks.cancelEdit')}
          </button>
        ) : null}
      </form>
      <form className="my-trucks-rate" onSubmit={onRate} noValidate aria-labelledby="my-trucks-rate-title">
        <h3 id="my-trucks-rate-title">{t('trucks.rateTitle')}</h3>
        <p className="muted small" role="status">
          {mine.rate
            ? t('trucks.rateNow', {
                rate: formatNumberInput(mine.rate.ronPerEur, locale),
                date: formatDay(mine.rate.date, locale),
              })
            : t('trucks.rateNone')}
        </p>
        <div className="field">
          <label htmlFor="truck-rate">{t('trucks.rate')}</label>
          <input
            id="truck-rate"
            inputMode="decimal"
            value={ronPerEur}
            onChange={(e) => setRonPerEur(e.target.value)}
            {...describedBy('truck-rate-error', rateMessage)}
          />
        </div>
        <div className="field">
          <label htmlFor="truck-rate-date">{t('trucks.rateDate')}</label>
          <input
            id="truck-rate-date"
            type="date"
            value={rateDate}
            onChange={(e) => setRateDate(e.target.value)}
            {...describedBy('truck-rate-error', rateMessage)}
          />
        </div>
        <FieldMessage id="truck-rate-error" message={rateMessage} />
        <button type="submit" disabled={writes.isPending}>
          {t('trucks.saveRate')}
        </button>
      </form>
      {writes.isError ? <ErrorAlert error={toAppError(writes.error)} context="detail" /> : null}
    </div>
  );
}
