/**
 * electron-builder `afterSign` hook (build/electron-builder.yml): reads the fuses back from the signed
 * app's binary and fails the build when any is not what build/after-pack.cjs set (its FUSES).
 *
 * Why: electron-builder's order is pack -> app.asar -> asar integrity embedded (Info.plist on macOS, an
 * INTEGRITY resource in the .exe on Windows) -> afterPack (our fuses) -> sign -> afterSign
 * (app-builder-lib out/platformPackager.js doPack / doSignAfterPack). On Windows the signing step
 * edits the .exe's resources and signs it, and, on a machine that is not CI and has a certificate
 * (a USB token's included), it may instead copy a signed .exe from its cache (dist/packages/.cache),
 * whose key does not include the fuses (out/winPackager.js signAndEditResources). A stale copy would
 * ship with the fuses of an earlier build: this hook stops that build instead. docs/packaging.md,
 * "Fuses, asar integrity and signing". It runs only when electron-builder signed something.
 * CommonJS because electron-builder's CLI loads hooks with plain Node.
 */
'use strict';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS hook (see above)
const path = require('node:path');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS hook (see above)
const { FuseV1Options, getCurrentFuseWire } = require('@electron/fuses');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS hook (see above)
const { FUSES } = require('./after-pack.cjs');

/**
 * The signed app's Electron binary, as electron-builder names it: `<productFilename>.app` on macOS,
 * `<productFilename>.exe` on Windows, the executable name on Linux.
 * @param {{ electronPlatformName: string, appOutDir: string,
 *   packager: { executableName?: string, appInfo: { productFilename: string } } }} context
 * @returns {string}
 */
function electronBinary(context) {
  const { appOutDir, electronPlatformName, packager } = context;
  if (electronPlatformName === 'linux') return path.join(appOutDir, String(packager.executableName));
  const extension = electronPlatformName === 'win32' ? '.exe' : '.app';
  return path.join(appOutDir, `${packager.appInfo.productFilename}${extension}`);
}

/** A fuse's state in the wire: the character '1' enabled, '0' disabled (@electron/fuses FuseState). */
const ENABLED = '1'.charCodeAt(0);
const DISABLED = '0'.charCodeAt(0);

/** A fuse's state in words. @param {number | undefined} state */
function stateName(state) {
  if (state === ENABLED) return 'on';
  if (state === DISABLED) return 'off';
  return state === undefined ? 'absent' : `state ${state}`;
}

/**
 * The fuses of the binary at `binary` that differ from FUSES, as "Name is off, wanted on" sentences
 * (empty when all match).
 * @param {string} binary
 * @returns {Promise<string[]>}
 */
async function fuseMismatches(binary) {
  const wire = await getCurrentFuseWire(binary);
  const mismatches = [];
  for (const [name, wanted] of Object.entries(FUSES)) {
    const state = wire[FuseV1Options[name]];
    const want = wanted ? ENABLED : DISABLED;
    if (state !== want) mismatches.push(`${name} is ${stateName(state)}, wanted ${stateName(want)}`);
  }
  return mismatches;
}

/**
 * Why a signed macOS release is not notarised, or null when it is (or need not be). A release build
 * (build/electron-builder.release.yml: forceCodeSigning on) must be notarised: Gatekeeper refuses a
 * downloaded app that is not, and electron-builder skips notarisation with only a warning when the
 * environment names no Apple account (app-builder-lib MacTargetHelper.notarizeIfProvided), so the
 * same rule, electron-builder's own getNotarizeOptions, decides here. Other platforms, and builds
 * that do not force signing, are never refused. docs/packaging.md §Signing a release.
 * @param {{ electronPlatformName: string, appOutDir: string,
 *   packager: { forceCodeSigning?: boolean, platformSpecificBuildOptions?: { notarize?: boolean } } }} context
 * @returns {string | null}
 */
function notarisationMissing(context) {
  if (context.electronPlatformName !== 'darwin' || context.packager.forceCodeSigning !== true) return null;
  if (context.packager.platformSpecificBuildOptions?.notarize === false) {
    return 'mac.notarize is false in a release build';
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS hook (see above)
  const { MacTargetHelper } = require('app-builder-lib/out/mac/MacTargetHelper');
  if (MacTargetHelper.getNotarizeOptions(context.appOutDir) === undefined) {
    return (
      'the environment names no Apple account to notarise with (APPLE_API_KEY, APPLE_API_KEY_ID and ' +
      'APPLE_API_ISSUER; or APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD and APPLE_TEAM_ID; or APPLE_KEYCHAIN_PROFILE)'
    );
  }
  return null;
}

/**
 * The hook.
 * @throws Error naming each fuse that is not as afterPack set it, and the way out; or, for a macOS
 *   release, why it was not notarised
 */
async function afterSign(context) {
  const unnotarised = notarisationMissing(context);
  if (unnotarised) {
    throw new Error(
      `This macOS release is signed but not notarised: ${unnotarised}. Gatekeeper would refuse it ` +
        '(docs/packaging.md, "Signing a release").',
    );
  }
  const binary = electronBinary(context);
  const mismatches = await fuseMismatches(binary);
  if (mismatches.length > 0) {
    throw new Error(
      `The signed app's fuses are not the ones afterPack set (${mismatches.join('; ')}) in ${binary}. ` +
        'If electron-builder reused a signed executable from its cache, delete dist/packages/.cache or set ' +
        'ELECTRON_BUILDER_DISABLE_BUILD_CACHE=true, then package again (docs/packaging.md).',
    );
  }
}

module.exports = afterSign;
module.exports.default = afterSign;
module.exports.afterSign = afterSign;
module.exports.electronBinary = electronBinary;
module.exports.fuseMismatches = fuseMismatches;
module.exports.notarisationMissing = notarisationMissing;
