import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PNG_SIZES, RESOURCES, renderIcons, renderPng } from './icons';

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('app icons', () => {
  const files = renderIcons();

  it('renders every Linux size, square, from the one SVG', () => {
    for (const size of PNG_SIZES) {
      expect(pngSize(files.get(`icons/${size}x${size}.png`)!)).toEqual({ width: size, height: size });
    }
    expect(pngSize(renderPng('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"/>', 20)).width).toBe(
      20,
    );
  });

  it('builds a macOS .icns and a Windows .ico', () => {
    expect(files.get('icon.icns')!.subarray(0, 4).toString('ascii')).toBe('icns');
    const ico = files.get('icon.ico')!;
    expect(ico.readUInt16LE(0)).toBe(0); // reserved
    expect(ico.readUInt16LE(2)).toBe(1); // type: icon
    expect(ico.readUInt16LE(4)).toBeGreaterThanOrEqual(4); // several sizes
  });

  it('the committed build/resources are what build/icon.svg gives (else: npm run icons)', () => {
    for (const [name, bytes] of files) {
      expect(readFileSync(join(RESOURCES, name)).equals(bytes), name).toBe(true);
    }
  });
});
