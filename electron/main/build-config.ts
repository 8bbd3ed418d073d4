/**
 * What a build of the main process is fixed to (scripts/desktop-compile.ts writes it in with
 * esbuild's `define`). Fixed at build time on purpose: a packaged app must not be talked into
 * loading another URL by an environment variable.
 */
export interface DesktopBuildConfig {
  /** The client profile the bundle was built for (sandbox or production). */
  profile: string;
  /** Development only: the Vite dev server to load instead of app://client/. */
  devServerUrl?: string;
  /** Gateway and socket origins of the profile, for the CSP's connect-src. */
  connectOrigins: string[];
  /** https origins whose links open in the system browser. */
  externalOrigins: string[];
}
