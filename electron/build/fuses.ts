/**
 * Electron fuses flipped in every packaged binary (electron-builder afterPack hook, wired in
 * electron-builder.config.ts). They switch off ways to run the signed binary as something else:
 * a plain Node (ELECTRON_RUN_AS_NODE), NODE_OPTIONS injection, --inspect debugging, and loading an
 * app from outside the integrity-checked app.asar. Cookies are encrypted at rest.
 */
import { type FuseConfig, FuseV1Options, FuseVersion, flipFuses } from '@electron/fuses';

/** What electron-builder's afterPack context carries that the hook reads. */
export interface PackedApp {
  appOutDir: string;
  electronPlatformName: string;
  /** electron-builder's Arch enum: 3 is arm64. */
  arch: number;
  packager: { appInfo: { productFilename: string }; executableName?: string };
}

const ARM64 = 3;

export function fuseConfig(app: PackedApp): FuseConfig {
  return {
    version: FuseVersion.V1,
    [FuseV1Options.RunAsNode]: false,
    [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
    [FuseV1Options.EnableNodeCliInspectArguments]: false,
    [FuseV1Options.EnableCookieEncryption]: true,
    [FuseV1Options.OnlyLoadAppFromAsar]: true,
    [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
    // Flipping fuses breaks the ad-hoc signature Apple silicon requires to start at all.
    resetAdHocDarwinSignature: app.electronPlatformName === 'darwin' && app.arch === ARM64,
  };
}

/** The Electron executable inside the packed output folder. */
export function electronBinaryPath(app: PackedApp): string {
  const name = app.packager.appInfo.productFilename;
  switch (app.electronPlatformName) {
    case 'win32':
      return `${app.appOutDir}/${name}.exe`;
    case 'darwin':
    case 'mas':
      return `${app.appOutDir}/${name}.app`;
    default:
      return `${app.appOutDir}/${app.packager.executableName ?? name}`;
  }
}

export async function flipPackagedFuses(app: PackedApp, flip: typeof flipFuses = flipFuses): Promise<void> {
  await flip(electronBinaryPath(app), fuseConfig(app));
}
