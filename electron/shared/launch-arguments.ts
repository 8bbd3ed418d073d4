/**
 * Values the main process hands to the preload on its command line (`additionalArguments`), since
 * a sandboxed preload cannot read files or ask the app for them.
 */
export const APP_VERSION_ARGUMENT = '--app-version=';
/** A random id per app start: every window of one run shares it (the desktop's "browser session"). */
export const RUN_ID_ARGUMENT = '--run-id=';
