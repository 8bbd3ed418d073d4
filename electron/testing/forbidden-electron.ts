/**
 * What `electron` resolves to under Vitest (alias in vitest.config.ts, node project). The real
 * package has no binary on these machines and must never load in a test: importing it fails the
 * test. Tests use the stub (electron-stub.ts), injected or through vi.mock('electron').
 */
throw new Error('A test imported the real `electron` module; inject electron/testing/electron-stub.ts instead.');
