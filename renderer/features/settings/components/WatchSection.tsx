import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACTIVITY_KINDS,
  WATCH_RATE_MAX,
  WATCH_RATE_MIN,
  WATCH_SOURCES,
  type WatchSettings,
  type WatchSourceName,
} from '../../../../shared/contract/activity';
import { ErrorAlert, QueryErrorAlert } from '../../../shared/ErrorAlert';
import { describedBy, FieldMessage } from '../../../shared/FieldMessage';
import { formatInteger } from '../../../../shared/format/numbers';
import { useLocale } from '../../../shared/format/useLocale';
import { activityKeys, activityQueries } from '../../../shared/notify/activityQueries';
import { settingsKeys } from '../../../shared/settings/settingsKeys';
import { NotifyPermission } from '../../../shared/notify/NotifyPermission';
import { WatchCadence } from '../../../shared/notify/WatchCadence';
import { call, toAppError } from '../../../shared/transport';
import { eventKindWords } from '../../../shared/vocab/eventKinds';
import { checkWatchForm, requestsPerHour, watchFormOf, type WatchForm } from '../model/watchForm';
import { SwitchList } from './SwitchList';

/**
 * Settings → Watch (docs/watch.md §Settings, §In the renderer): the watch on or off, its budget in reads a
 * minute with the figure an hour, each source and each kind's notification on or off, quiet hours, and "Turn
 * on desktop notifications" where the browser has not been asked. Saved with `watch.update` (a local
 * call); a bad value is said in a sentence beside its field and nothing is sent.
 */
export function WatchSection() {
  const { t } = useTranslation('settings');
  const settings = useQuery(activityQueries.settings());
  if (settings.isError) return <QueryErrorAlert query={settings} context="detail" />;
  if (!settings.data) return <p role="status">{t('loading')}</p>;
  // the form starts from the settings as read; after a save it already shows what was saved
  return <WatchSettingsForm settings={settings.data} />;
}

function WatchSettingsForm({ settings }: { settings: WatchSettings }) {
  const { t } = useTranslation('settings');
  const { t: vocabT } = useTranslation('vocab');
  const kindName = eventKindWords(vocabT);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<WatchForm>(() => watchFormOf(settings, locale));
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (patch: NonNullable<ReturnType<typeof checkWatchForm>['patch']>) =>
      call('watch.update', patch),
    onSuccess: (next) => {
      setSaved(true);
      queryClient.setQueryData(settingsKeys.watch(), next);
      void queryClient.invalidateQueries({ queryKey: activityKeys.summary() });
    },
  });
  const checked = checkWatchForm(form, locale);
  const change = (next: Partial<WatchForm>) => {
    setSaved(false);
    setForm((old) => ({ ...old, ...next }));
  };
  const rateMessage =
    tried && checked.problems.rate
      ? checked.problems.rate === 'range'
        ? t('watch.rateRange', {
            min: new Intl.NumberFormat(locale).format(WATCH_RATE_MIN),
            max: new Intl.NumberFormat(locale).format(WATCH_RATE_MAX),
          })
        : t('watch.rateNotNumber')
      : null;
  const quietMessage =
    tried && checked.problems.quiet
      ? checked.problems.quiet === 'same'
        ? t('watch.quietSame')
        : t('watch.quietTime')
      : null;
  const sourceNames: Record<WatchSourceName, string> = {
    my_listings: t('watch.source.myListings'),
    received_offers: t('watch.source.receivedOffers'),
    my_offers: t('watch.source.myOffers'),
    carried_loads: t('watch.source.carriedLoads'),
    my_vehicles: t('watch.source.myVehicles'),
    saved_searches: t('watch.source.savedSearches'),
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (checked.patch) save.mutate(checked.patch);
  };

  /** One end of the quiet hours: a time field, off while quiet hours are. */
  const quietEnd = (name: 'quietFrom' | 'quietTo', id: string, label: string) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="time"
        value={form[name]}
        disabled={!form.quiet}
        onChange={(e) => change({ [name]: e.target.value })}
        {...describedBy('watch-quiet-error', quietMessage)}
      />
    </div>
  );

  return (
    <form className="watch-form" onSubmit={onSubmit} noValidate>
      <p className="muted">{t('watch.intro')}</p>
      <label className="check">
        <input
          type="checkbox"
          checked={form.enabled}
          onChange={(e) => change({ enabled: e.target.checked })}
        />
        {t('watch.enabled')}
      </label>
      <div className="field">
        <label htmlFor="watch-rate">{t('watch.rate')}</label>
        <input
          id="watch-rate"
          inputMode="decimal"
          value={form.rate}
          onChange={(e) => change({ rate: e.target.value })}
          aria-describedby="watch-rate-figure"
          {...describedBy('watch-rate-error', rateMessage)}
        />
        <span id="watch-rate-figure" className="muted small">
          {checked.perMinute !== null && !checked.problems.rate
            ? t('watch.perHour', {
                count: requestsPerHour(checked.perMinute),
                figure: formatInteger(requestsPerHour(checked.perMinute), locale),
              })
            : t('watch.rateHint')}
        </span>
        <FieldMessage id="watch-rate-error" message={rateMessage} />
        <WatchCadence rate={checked.problems.rate ? null : checked.perMinute} />
      </div>
      <SwitchList
        legend={t('watch.sources')}
        keys={WATCH_SOURCES}
        values={form.sources}
        nameOf={(source) => sourceNames[source]}
        onChange={(sources) => change({ sources })}
      />
      <SwitchList
        legend={t('watch.notify')}
        keys={ACTIVITY_KINDS}
        values={form.notify}
        nameOf={(kind) => kindName(kind).name}
        onChange={(notify) => change({ notify })}
      />
      <fieldset>
        <legend>{t('watch.quiet')}</legend>
        <label className="check">
          <input type="checkbox" checked={form.quiet} onChange={(e) => change({ quiet: e.target.checked })} />
          {t('watch.quietOn')}
        </label>
        {quietEnd('quietFrom', 'watch-quiet-from', t('watch.quietFrom'))}
        {quietEnd('quietTo', 'watch-quiet-to', t('watch.quietTo'))}
        <FieldMessage id="watch-quiet-error" message={quietMessage} />
      </fieldset>
      <NotifyPermission />
      <div className="actions">
        <button type="submit" disabled={save.isPending}>
          {t('watch.save')}
        </button>
        <span role="status">{saved ? t('watch.saved') : ''}</span>
      </div>
      {save.isError ? <ErrorAlert error={toAppError(save.error)} context="detail" /> : null}
    </form>
  );
}
