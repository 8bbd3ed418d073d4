import { describe, expect, it } from 'vitest';

describe('the real electron module under tests', () => {
  it('cannot be loaded: importing it throws', async () => {
    await expect(import('electron')).rejects.toThrow(/real `electron` module/);
  });
});
