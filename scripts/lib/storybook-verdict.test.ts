import { describe, expect, it } from 'vitest';
import { type StoryObservation, storyProblems } from './storybook-verdict.ts';

const passing: StoryObservation = {
  finished: true,
  status: 'success',
  hasPlayFunction: true,
  unhandledErrors: [],
  pageErrors: [],
  consoleErrors: [],
  failedRequests: [],
};

describe('the Storybook smoke verdict', () => {
  it('passes a story whose play function ran and passed, with nothing else wrong', () => {
    expect(storyProblems(passing)).toEqual([]);
  });

  it('fails a story without a play function, however well it renders', () => {
    expect(storyProblems({ ...passing, hasPlayFunction: false })).toEqual(['no play function: the story does not say what it must show']);
  });

  it('fails a story whose play function did not find what it must show (a spinner, an error screen)', () => {
    const spinner = { ...passing, status: 'error' as const, playError: 'Unable to find role="heading" and name `/Settings/`' };
    expect(storyProblems(spinner)).toEqual(['play function failed: Unable to find role="heading" and name `/Settings/`']);
  });

  it('fails a story that never finishes, or that threw while rendering', () => {
    expect(storyProblems({ ...passing, finished: false, status: undefined })).toEqual(['did not finish rendering and playing in time']);
    expect(storyProblems({ ...passing, status: 'error', renderError: 'Cannot read properties of undefined' })).toEqual([
      'story threw: Cannot read properties of undefined',
    ]);
  });

  it('fails an errored story even when only a reporter (an addon check) said so', () => {
    expect(storyProblems({ ...passing, status: 'error' })).toEqual(['Storybook reported the story as errored']);
  });

  it('keeps the older checks: error display, page and console errors, failed requests, unhandled errors', () => {
    expect(
      storyProblems({
        ...passing,
        errorDisplay: 'No component',
        pageErrors: ['boom'],
        consoleErrors: ['Warning: each child needs a key'],
        failedRequests: ['HTTP 404 http://127.0.0.1/sounds/x.mp3'],
        unhandledErrors: ['late rejection'],
      }),
    ).toEqual([
      'unhandled error while playing: late rejection',
      'error display: No component',
      'page error: boom',
      'console error: Warning: each child needs a key',
      'failed request: HTTP 404 http://127.0.0.1/sounds/x.mp3',
    ]);
  });
});
