import type { TFunction } from 'i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DesktopSettingsView, UpdateView } from '../../../../shared/contract/desktop';
import { ErrorAlert } from '../../../shared/ErrorAlert';
import { call, toAppError } from '../../../shared/transport';
import { desktopKeys, desktopQueries } from '../api/desktopQueries';

/**
 * Settings → Desktop (docs/watch.md §The tray and closing the window, docs/packaging.md §Updates): "Keep
 * watching when the window is closed" (Windows and Linux; unavailable, and said why, when the session
 * shows no tray), "Start Dispatch when I sign in", and the
 * update: downloading, refused, or downloaded with "Restart to update". Shown only by the desktop app
 * (the browser host answers `available: false`, and nothing is shown while it can't be read).
 */
export function DesktopSection() {
  const { t } = useTranslation('settings');
  const settings = useQuery(desktopQueries.settings());
  const update = useQuery({ ...desktopQueries.update(), enabled: settings.data?.available === true });
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (patch: { keepInTray?: boolean; startAtLogin?: boolean }) =>
      call('desktop.updateSettings', patch),
    onSuccess: (next) => queryClient.setQueryData(desktopKeys.settings(), next),
  });
  const restart = useMutation({ mutationFn: () => call('update.restart', {}) });
  const view: DesktopSettingsView | undefined = settings.data;
  if (!view?.available) return null;
  return (
    <section className="settings-section" aria-labelledby="settings-desktop">
      <h2 id="settings-desktop">{t('desktop.title')}</h2>
      {view.closeChoice ? (
        <label className="check">
          <input
            type="checkbox"
            checked={view.keepInTray && view.trayShown}
            disabled={change.isPending || !view.trayShown}
            aria-describedby="settings-desktop-close"
            onChange={(e) => change.mutate({ keepInTray: e.target.checked })}
          />
          {t('desktop.keepInTray')}
        </label>
      ) : null}
      <p className="muted" id="settings-desktop-close">
        {closeHint(view, t)}
      </p>
      <label className="check">
        <input
          type="checkbox"
          checked={view.startAtLogin}
          disabled={change.isPending}
          onChange={(e) => change.mutate({ startAtLogin: e.target.checked })}
        />
        {t('desktop.startAtLogin')}
      </label>
      <p className="muted">{t('desktop.startAtLoginHint')}</p>
      {view.startAtLoginBlocked === 'disabled-in-system' ? (
        <p role="status">{t('desktop.startAtLoginDisabled')}</p>
      ) : view.startAtLoginBlocked === 'requires-approval' ? (
        <p role="status">{t('desktop.startAtLoginApproval')}</p>
      ) : null}
      {change.isError ? <ErrorAlert error={toAppError(change.error)} context="detail" /> : null}
      {update.data ? (
        <UpdateLine update={update.data} onRestart={() => restart.mutate()} busy={restart.isPending} />
      ) : null}
    </section>
  );
}

/**
 * What closing the window does, in one sentence: macOS keeps running; with no tray (a Linux session
 * with no tray host, `trayShown` false) closing quits and the watch stops, which the sentence says
 * plainly since the checkbox can't be used; otherwise the checkbox's hint.
 */
function closeHint(view: DesktopSettingsView, t: TFunction<'settings'>): string {
  if (!view.closeChoice) return t('desktop.keepRunningMac');
  return view.trayShown ? t('desktop.keepInTrayHint') : t('desktop.noTray');
}

/** The update's sentence, and its button once it is downloaded. */
function UpdateLine({
  update,
  onRestart,
  busy,
}: {
  update: UpdateView;
  onRestart: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('settings');
  const version = update.version ?? '';
  if (update.state === 'downloading')
    return <p role="status">{t('desktop.updateDownloading', { version })}</p>;
  if (update.state === 'failed') return <p role="status">{t('desktop.updateFailed', { version })}</p>;
  if (update.state === 'unsupported') return <p role="status">{t('desktop.updateUnsupported')}</p>;
  if (update.state !== 'ready') return null;
  return (
    <p role="status">
      {t('desktop.updateReady', { version })}{' '}
      <button type="button" onClick={onRestart} disabled={busy}>
        {t('desktop.restart')}
      </button>
    </p>
  );
}
