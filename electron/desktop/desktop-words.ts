/**
 * The words main shows itself, with no page to ask (docs/watch.md §The tray and closing the window):
 * the tray's tooltip and menu, and the dialog of the first close. English and Romanian
 * (docs/style-ro.md), as the page's own catalogs say the same things (renderer/i18n/locales/*
 * `activity.json` `unread`, `checkNow`); main may not import the renderer's catalogs (docs/architecture.md
 * §The layers and what each may import), so these few live here, as page-crash.ts's do.
 *
 * The language is the one the watch's notifications speak (services/app/watch-words.ts `watchLanguage`):
 * the UI's, as the page last told it (`desktop.language`, kept in the settings), else the system's.
 */
import type { DesktopLanguage } from '../services/settings/desktop-settings';

/** Every word main shows, in one language. */
export interface DesktopWords {
  open: string;
  checkNow: string;
  pauseHour: string;
  resume: string;
  restartToUpdate: string;
  quit: string;
  /**
   * The tooltip: "Dispatch", "Dispatch: 3 unread", with "paused until 14:05" while paused, and when the
   * watch last looked, "· looked at 10:42" (`lookedAt`, a time of day; docs/watch.md §The tray and
   * closing the window), once it has.
   */
  tooltip(unread: number, pausedUntil: string | null, lookedAt?: string | null): string;
  /** The first close's dialog (dialog.showMessageBox: message, detail, the one button). */
  closeDialog: { message: string; detail: string; button: string };
}

const en: DesktopWords = {
  open: 'Open Dispatch',
  checkNow: 'Check now',
  pauseHour: 'Pause watching for 1 hour',
  resume: 'Resume watching',
  restartToUpdate: 'Restart to update',
  quit: 'Quit Dispatch',
  tooltip: (unread, pausedUntil, lookedAt) =>
    [
      'Dispatch',
      unread > 0 ? `: ${unread} unread` : '',
      pausedUntil ? ` (paused until ${pausedUntil})` : '',
      lookedAt ? ` · looked at ${lookedAt}` : '',
    ].join(''),
  closeDialog: {
    message: 'Dispatch keeps watching in the tray.',
    detail: 'Quit from the tray menu. Settings can make closing the window quit instead.',
    button: 'OK',
  },
};

/** Romanian plural of "unread" (Intl.PluralRules 'ro': one, few, other: 20 de necitite). */
function necitite(count: number): string {
  const form = new Intl.PluralRules('ro').select(count);
  if (form === 'one') return `${count} necitită`;
  if (form === 'few') return `${count} necitite`;
  return `${count} de necitite`;
}

const ro: DesktopWords = {
  open: 'Deschide Dispatch',
  checkNow: 'Verifică acum',
  pauseHour: 'Pune urmărirea în pauză o oră',
  resume: 'Reia urmărirea',
  restartToUpdate: 'Repornește pentru actualizare',
  quit: 'Ieși din Dispatch',
  tooltip: (unread, pausedUntil, lookedAt) =>
    [
      'Dispatch',
      unread > 0 ? `: ${necitite(unread)}` : '',
      pausedUntil ? ` (în pauză până la ${pausedUntil})` : '',
      lookedAt ? ` · verificat la ${lookedAt}` : '',
    ].join(''),
  closeDialog: {
    message: 'Dispatch urmărește în continuare din zona de notificări.',
    detail: 'Ieși din meniul pictogramei Dispatch. Din Setări, închiderea ferestrei poate opri aplicația.',
    button: 'Am înțeles',
  },
};

/** The words in `language`. */
export function desktopWords(language: DesktopLanguage): DesktopWords {
  return language === 'ro' ? ro : en;
}
