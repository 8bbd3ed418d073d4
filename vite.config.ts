import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type UserConfig, defineConfig, loadEnv } from 'vite';
import { clientProfilePlugin } from './scripts/vite/client-profile-plugin.ts';
import { cspPlugin } from './scripts/vite/csp-plugin.ts';
import { productionConfig } from './src/lib/config/profile.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const version = (JSON.parse(readFileSync(here('./package.json'), 'utf8')) as { version: string }).version;

/** Aliases shared by the app build, Vitest and Storybook. */
export const alias = {
  '@/': here('./src/'),
  '@generated/': here('./generated/'),
  '@mocks/': here('./mocks/'),
};

/** What every build of the client shares (app, Vitest, Storybook). */
export const sharedConfig: UserConfig = {
  plugins: [react(), clientProfilePlugin()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  resolve: { alias },
};

export default defineConfig(({ mode, command }) => {
  // A production build without its gateway configuration would ship a client that talks to
  // nowhere (or in clear text); stop here with the list of what is missing or insecure instead.
  if (command === 'build' && mode === 'production') productionConfig(loadEnv(mode, process.cwd(), 'VITE_'));
  return {
    ...sharedConfig,
    // The app's document only: Storybook's and the test harnesses' pages need their own inline scripts.
    plugins: [...(sharedConfig.plugins ?? []), cspPlugin()],
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 5173, strictPort: true },
    build: { manifest: true, sourcemap: false, chunkSizeWarningLimit: 1200 },
  };
});
