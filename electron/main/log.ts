/** Where the main process reports what it refused or what failed (stdout/stderr of the app). */
export interface Log {
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
}

export const consoleLog: Log = {
  info: (message, ...details) => console.info(`[desktop] ${message}`, ...details),
  warn: (message, ...details) => console.warn(`[desktop] ${message}`, ...details),
};
