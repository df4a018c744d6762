/**
 * `npm run icons`: renders the app icon from its one source, `build/icon.svg`, into electron-builder's
 * build resources (`build/resources/`, `directories.buildResources` in electron-builder.yml):
 * - `icons/<N>x<N>.png` for Linux (16 to 1024 px; the AppImage and deb take the set),
 * - `icon.png` (1024 px), `icon.icns` (macOS), `icon.ico` (Windows, 16 to 256 px).
 * PNGs come from @resvg/resvg-js, .icns and .ico from png2icons, both pure JS or prebuilt: no system
 * tool. The output is committed, so `npm run dist` needs no extra step; icons.test.ts fails when it is
 * not what the SVG gives (run `npm run icons` after changing the SVG).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

/** png2icons' API (it ships no types). */
interface Png2Icons {
  BICUBIC: number;
  createICNS(png: Buffer, scaling: number, colors: number): Buffer | null;
  createICO(
    png: Buffer,
    scaling: number,
    colors: number,
    usePng: boolean,
    forWinExe?: boolean,
  ): Buffer | null;
}

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..');
/** The source SVG and the output folder. */
const ICON_SOURCE = join(ROOT, 'build', 'icon.svg');
export const RESOURCES = join(ROOT, 'build', 'resources');
/** The Linux PNG sizes, px. */
export const PNG_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024] as const;

/** The SVG rendered as a `size` x `size` PNG. */
export function renderPng(svg: string, size: number): Buffer {
  const rendered = new Resvg(svg, { fitTo: { mode: 'width', value: size }, background: 'rgba(0,0,0,0)' });
  return Buffer.from(rendered.render().asPng());
}

/**
 * Every icon file, path relative to `build/resources` -> bytes.
 * @throws Error when png2icons can't build the .icns or .ico
 */
export function renderIcons(svg: string = readFileSync(ICON_SOURCE, 'utf8')): Map<string, Buffer> {
  const png2icons = createRequire(import.meta.url)('png2icons') as Png2Icons;
  const files = new Map<string, Buffer>();
  for (const size of PNG_SIZES) files.set(`icons/${size}x${size}.png`, renderPng(svg, size));
  const large = files.get('icons/1024x1024.png')!;
  files.set('icon.png', large);
  const icns = png2icons.createICNS(large, png2icons.BICUBIC, 0);
  const ico = png2icons.createICO(large, png2icons.BICUBIC, 0, true, true);
  if (!icns || !ico) throw new Error('png2icons could not build icon.icns or icon.ico from the 1024 px PNG.');
  files.set('icon.icns', icns);
  files.set('icon.ico', ico);
  return files;
}

/** Writes `renderIcons()` into `dir` (default `build/resources`). */
function writeIcons(dir: string = RESOURCES): string[] {
  const files = renderIcons();
  for (const [name, bytes] of files) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), bytes);
  }
  return [...files.keys()];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const written = writeIcons();
  console.log(`Rendered ${written.length} icon files from build/icon.svg into build/resources/.`);
}
