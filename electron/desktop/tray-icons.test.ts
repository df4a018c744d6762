import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderPng } from '../../build/icons';
import {
  macTrayImage,
  TRAY_ICON_DATA_URL,
  TRAY_ICON_UNREAD_DATA_URL,
  TRAY_TEMPLATE_1X_DATA_URL,
  TRAY_TEMPLATE_2X_DATA_URL,
  TRAY_TEMPLATE_SVG,
  UNREAD_DOT_SVG,
} from './tray-icons';

/* eslint-disable @typescript-eslint/no-explicit-any -- the stub is plain JavaScript, without types */
const STUB = '../../build/electron-stub/electron.mjs';

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

  it("macOS: a 16 pt template image with its @2x, as build/icon.svg's truck renders it", async () => {
    const one = url(renderPng(TRAY_TEMPLATE_SVG, 16));
    const two = url(renderPng(TRAY_TEMPLATE_SVG, 32));
    if (one !== TRAY_TEMPLATE_1X_DATA_URL) console.log(`TRAY_TEMPLATE_1X_DATA_URL is now:\n${one}`);
    if (two !== TRAY_TEMPLATE_2X_DATA_URL) console.log(`TRAY_TEMPLATE_2X_DATA_URL is now:\n${two}`);
    expect([TRAY_TEMPLATE_1X_DATA_URL, TRAY_TEMPLATE_2X_DATA_URL]).toEqual([one, two]);
    // against the stub's nativeImage: the size in points is the scale-1 representation's
    const { nativeImage } = (await import(/* @vite-ignore */ STUB)) as any;
    const image = macTrayImage((dataUrl) => nativeImage.createFromDataURL(dataUrl));
    expect(image.getSize()).toEqual({ width: 16, height: 16 });
    expect(image.getScaleFactors()).toEqual([1, 2]);
    expect(image.isTemplateImage()).toBe(true);
  });
});
