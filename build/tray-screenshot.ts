/**
 * Draws the tray's menu as the app builds it (electron/desktop/tray.ts `trayMenuTemplate`, the English
 * and Romanian words of desktop-words.ts) beside the tray icon with its unread dot, into
 * `docs/screenshots/tray-menu.png`: a stand-in for a screenshot, since Electron's runtime (and so a real
 * tray) never runs here. Run by hand after the menu changes: `npx tsx build/tray-screenshot.ts`.
 * The state shown: 3 unread, an update downloaded, the watch running.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import { desktopWords } from '../electron/desktop/desktop-words';
import { trayMenuTemplate, type TrayActions } from '../electron/desktop/tray';
import { TRAY_ICON_UNREAD_DATA_URL } from '../electron/desktop/tray-icons';

const OUT = join(fileURLToPath(new URL('.', import.meta.url)), '..', 'docs', 'screenshots', 'tray-menu.png');
const none = () => undefined;
const actions: TrayActions = {
  open: none,
  checkNow: none,
  pauseHour: none,
  resume: none,
  restartToUpdate: none,
  quit: none,
};
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** One menu, drawn at `x`, with its tooltip above it. */
function menu(language: 'en' | 'ro', x: number): string {
  const words = desktopWords(language);
  const items = trayMenuTemplate(words, { unread: 3, pausedUntil: null, updateReady: true }, actions);
  let y = 76;
  const rows = items.map((item) => {
    if (item.type === 'separator') {
      y += 9;
      return `<line x1="${x + 8}" x2="${x + 292}" y1="${y - 4}" y2="${y - 4}" stroke="#d0d4da"/>`;
    }
    y += 26;
    return `<text x="${x + 16}" y="${y - 8}" font-size="14">${escape(item.label ?? '')}</text>`;
  });
  return [
    `<image href="${TRAY_ICON_UNREAD_DATA_URL}" x="${x + 4}" y="8" width="24" height="24"/>`,
    `<rect x="${x + 36}" y="10" width="264" height="22" rx="3" fill="#fffbe6" stroke="#c9c2a3"/>`,
    `<text x="${x + 44}" y="26" font-size="12">${escape(words.tooltip(3, null))}</text>`,
    `<rect x="${x}" y="${64}" width="300" height="${y - 56}" rx="6" fill="#ffffff" stroke="#b8bec7"/>`,
    ...rows,
  ].join('\n');
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="252" font-family="DejaVu Sans, Arial, sans-serif" fill="#1d2430">
<rect width="640" height="252" fill="#e9edf2"/>
${menu('en', 12)}
${menu('ro', 328)}
</svg>`;
writeFileSync(OUT, new Resvg(svg, { font: { loadSystemFonts: true } }).render().asPng());
console.log(`wrote ${OUT}`);
