import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderPng } from '../../build/icons';
import { TRAY_ICON_DATA_URL, TRAY_ICON_UNREAD_DATA_URL, UNREAD_DOT_SVG } from './tray-icons';

const svg = readFileSync(new URL('../../build/icon.svg', import.meta.url), 'utf8');
const url = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

describe('tray icons', () => {
  it('are the app icon at 32 px, and with the unread dot, as build/icon.svg renders them', () => {
    const plain = url(renderPng(svg, 32));
    const unread = url(renderPng(svg.replace('</svg>', `  ${UNREAD_DOT_SVG}\n</svg>`), 32));
    if (plain !== TRAY_ICON_DATA_URL) console.log(`TRAY_ICON_DATA_URL is now:\n${plain}`);
    if (unread !== TRAY_ICON_UNREAD_DATA_URL) console.log(`TRAY_ICON_UNREAD_DATA_URL is now:\n${unread}`);
    expect(TRAY_ICON_DATA_URL).toBe(plain);
    expect(TRAY_ICON_UNREAD_DATA_URL).toBe(unread);
    expect(TRAY_ICON_UNREAD_DATA_URL).not.toBe(TRAY_ICON_DATA_URL);
  });
});
