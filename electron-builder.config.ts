/**
 * Packaging of the desktop shell (electron-builder 26), used by `npm run desktop:build` through
 * electron-builder's API. The app holds only the built client (dist/) and the bundled main and
 * preload (dist-electron/): main.cjs bundles its dependencies, so no node_modules are packed.
 * Every packaged binary gets its fuses flipped after packing (electron/build/fuses.ts).
 *
 * Updates: electron-updater reads the feed written from `publish`; set DESKTOP_UPDATE_URL to the
 * generic update server of the release channel. Without it the app is built without a feed and
 * its update check reports an error state (the dialog stays quiet).
 */
import type { Configuration } from 'electron-builder';
import { type PackedApp, flipPackagedFuses } from './electron/build/fuses.ts';

const updateUrl = process.env.DESKTOP_UPDATE_URL;

export const builderConfig: Configuration = {
  appId: 'com.hospitalstaff.client',
  productName: 'Hospital Staff Client',
  executableName: 'hospital-staff-client',
  directories: { output: 'release', buildResources: 'dist-electron/build' },
  files: ['dist/**/*', 'dist-electron/*.cjs', '!**/*.map', '!node_modules/**/*'],
  extraMetadata: { main: 'dist-electron/main.cjs' },
  asar: true,
  // Nothing native to rebuild: main.cjs bundles its (pure JavaScript) dependencies.
  npmRebuild: false,
  afterPack: (context) => flipPackagedFuses(context as unknown as PackedApp),
  publish: updateUrl ? [{ provider: 'generic', url: updateUrl }] : null,
  win: { target: ['nsis'] },
  nsis: { oneClick: false, perMachine: false, allowToChangeInstallationDirectory: true },
  mac: { target: ['dmg'], category: 'public.app-category.business', hardenedRuntime: true },
  linux: {
    target: ['AppImage', 'deb'],
    category: 'Office',
    maintainer: process.env.DESKTOP_MAINTAINER ?? 'Hospital staff client team <desktop@hospitalstaff.invalid>',
  },
};

export default builderConfig;
