/// <reference types="vite/client" />

/** The package version, injected at build time. */
declare const __APP_VERSION__: string;
