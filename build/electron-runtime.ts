/**
 * Finds the Electron runtime: the `electron` package exports the binary's path when its postinstall
 * downloaded it, and throws when the package or the binary is missing (for example where the binary
 * can't be downloaded, or with ELECTRON_SKIP_BINARY_DOWNLOAD=1).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The Electron binary's path, or the reason it can't be used. */
export function findElectronRuntime(): { path: string } | { missing: string } {
  try {
    const binary = createRequire(import.meta.url)('electron') as unknown;
    if (typeof binary !== 'string' || !existsSync(binary))
      return { missing: 'the electron package has no runtime binary' };
    return { path: binary };
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { missing: message ?? 'the electron package is not installed' };
  }
}
