/**
 * electron-builder `afterPack` hook (build/electron-builder.yml): flips Electron's fuses in the packaged
 * app's binary, after packing and before signing (a fuse changes the binary, so it must come first).
 * Electron security checklist, "check which fuses you can change":
 * - off: RunAsNode (ELECTRON_RUN_AS_NODE would make the app a plain Node with our signature),
 *   EnableNodeOptionsEnvironmentVariable (NODE_OPTIONS could inject code), EnableNodeCliInspectArguments
 *   (--inspect would open a debugger on the main process, where the key lives),
 *   GrantFileProtocolExtraPrivileges (the app never uses file://; see electron/shell/app-protocol.ts);
 * - on: OnlyLoadAppFromAsar (no app code from a loose folder beside the asar),
 *   EnableEmbeddedAsarIntegrityValidation (macOS and Windows check app.asar against the hash
 *   electron-builder embeds), EnableCookieEncryption (cookies encrypted with an OS-keychain key).
 * LoadBrowserProcessSpecificV8Snapshot is left as Electron ships it. On macOS arm64 the ad-hoc signature
 * is reset after flipping (an unsigned arm64 binary with a broken signature would not start); a real
 * identity signs afterwards. CommonJS because electron-builder's CLI loads hooks with plain Node.
 */
'use strict';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS hook (see above)
const { FuseV1Options, FuseVersion } = require('@electron/fuses');

/** The fuses, by name (FuseV1Options keys) -> wanted state. */
const FUSES = Object.freeze({
  RunAsNode: false,
  EnableNodeOptionsEnvironmentVariable: false,
  EnableNodeCliInspectArguments: false,
  GrantFileProtocolExtraPrivileges: false,
  OnlyLoadAppFromAsar: true,
  EnableEmbeddedAsarIntegrityValidation: true,
  EnableCookieEncryption: true,
});

/** electron-builder's Arch enum value of arm64. */
const ARCH_ARM64 = 3;

/**
 * The @electron/fuses config for a packed app.
 * @param {{ electronPlatformName: string, arch: number }} context
 */
function fuseConfig(context) {
  const config = {
    version: FuseVersion.V1,
    resetAdHocDarwinSignature: context.electronPlatformName === 'darwin' && context.arch === ARCH_ARM64,
  };
  for (const [name, state] of Object.entries(FUSES)) config[FuseV1Options[name]] = state;
  return config;
}

/**
 * The hook: flips the fuses through electron-builder's own helper, which finds the binary of each
 * platform (`<productName>.app`, `.exe`, or the Linux executable).
 * @param {{ electronPlatformName: string, arch: number, appOutDir: string,
 *   packager: { addElectronFuses(context: unknown, fuses: unknown): Promise<unknown> } }} context
 */
async function afterPack(context) {
  await context.packager.addElectronFuses(context, fuseConfig(context));
}

module.exports = afterPack;
module.exports.default = afterPack;
module.exports.afterPack = afterPack;
module.exports.FUSES = FUSES;
module.exports.fuseConfig = fuseConfig;
