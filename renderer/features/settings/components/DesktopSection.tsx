import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DesktopSettingsView, UpdateView } from '../../../../shared/contract/desktop';
import { ErrorAlert } from '../../../shared/ErrorAlert';
import { call, toAppError } from '../../../shared/transport';
import { desktopKeys, desktopQueries } from '../api/desktopQueries';

/**
 * Settings → Desktop (docs/watch.md §The tray and closing the window, docs/packaging.md §Updates): "Keep
 * watching when the window is closed" (Windows and Linux), "Start Dispatch when I sign in", and the
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
            checked={view.keepInTray}
            disabled={change.isPending}
            onChange={(e) => change.mutate({ keepInTray: e.target.checked })}
          />
          {t('desktop.keepInTray')}
        </label>
      ) : null}
      <p className="muted">{view.closeChoice ? t('desktop.keepInTrayHint') : t('desktop.keepRunningMac')}</p>
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
      {change.isError ? <ErrorAlert error={toAppError(change.error)} context="detail" /> : null}
      {update.data ? (
        <UpdateLine update={update.data} onRestart={() => restart.mutate()} busy={restart.isPending} />
      ) : null}
    </section>
  );
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
