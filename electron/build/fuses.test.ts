import { FuseV1Options } from '@electron/fuses';
import { describe, expect, it, vi } from 'vitest';
import { type PackedApp, electronBinaryPath, fuseConfig, flipPackagedFuses } from './fuses.ts';

const packed = (platform: string, arch = 1): PackedApp => ({
  appOutDir: '/out',
  electronPlatformName: platform,
  arch,
  packager: { appInfo: { productFilename: 'Hospital Staff' }, executableName: 'hospital-staff' },
});

describe('fuses', () => {
  it('turns off run-as-node, NODE_OPTIONS and inspect; turns on cookie encryption and asar-only with integrity', () => {
    expect(fuseConfig(packed('win32'))).toMatchObject({
      [FuseV1Options.RunAsNode]: false,
      [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
      [FuseV1Options.EnableNodeCliInspectArguments]: false,
      [FuseV1Options.EnableCookieEncryption]: true,
      [FuseV1Options.OnlyLoadAppFromAsar]: true,
      [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
      resetAdHocDarwinSignature: false,
    });
    expect(fuseConfig(packed('darwin', 3)).resetAdHocDarwinSignature).toBe(true);
  });

  it('finds the binary of each platform and flips it', async () => {
    expect(electronBinaryPath(packed('win32'))).toBe('/out/Hospital Staff.exe');
    expect(electronBinaryPath(packed('darwin'))).toBe('/out/Hospital Staff.app');
    expect(electronBinaryPath(packed('linux'))).toBe('/out/hospital-staff');
    const flip = vi.fn(() => Promise.resolve(1));
    await flipPackagedFuses(packed('linux'), flip);
    expect(flip).toHaveBeenCalledWith('/out/hospital-staff', expect.objectContaining({ [FuseV1Options.RunAsNode]: false }));
  });
});
