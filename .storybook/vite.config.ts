import { defineConfig } from 'vite';
import { sharedConfig } from '../vite.config.ts';

// Storybook's page gallery runs on mocks: the `test` profile, whatever mode Storybook builds in.
export default defineConfig({ ...sharedConfig, mode: 'test' });
