/** Handlers Storybook's worker starts with: the generated, contract-valid gateway answers. */
import type { RequestHandler } from 'msw';
import { generatedHandlers } from './handlers/generated.ts';

export function storybookHandlers(): RequestHandler[] {
  return generatedHandlers();
}
