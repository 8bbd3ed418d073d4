/**
 * The Storybook smoke's verdict on one story, from what it observed in the story's iframe
 * (scripts/storybook-smoke.ts). Every story declares what it must show with a `play` function
 * (`expect`, `within`, `findByRole` / `findByText` from storybook/test); the story passes only when
 * that play function exists and passes, nothing threw or logged an error, no request failed, and
 * Storybook's error display is not up. A spinner, an error screen or an empty page therefore fails
 * the story it stands in for: its play function does not find what the story is named for.
 *
 * What Storybook 10 reports, on its preview channel (`__STORYBOOK_ADDONS_CHANNEL__`, whose
 * `last(event)` keeps each event's latest arguments): `storyFinished` `{ storyId, status:
 * 'success' | 'error', reporters }` once the render and play are over; `playFunctionThrewException`
 * with the serialized error when the play function (or an `expect` in it) failed;
 * `storyThrewException` / `storyErrored` when the story could not render;
 * `unhandledErrorsWhilePlaying` for errors thrown elsewhere while it played. Whether a story has a
 * play function is read from the prepared story (`__STORYBOOK_PREVIEW__.currentRender.story.playFunction`).
 */
export interface StoryObservation {
  /** The story finished (render and play) within the smoke's time limit. */
  finished: boolean;
  /** `storyFinished`'s status. */
  status?: 'success' | 'error';
  hasPlayFunction: boolean;
  playError?: string;
  renderError?: string;
  unhandledErrors: string[];
  /** The text of Storybook's error display, when it is shown. */
  errorDisplay?: string;
  pageErrors: string[];
  consoleErrors: string[];
  failedRequests: string[];
}

export function storyProblems(story: StoryObservation): string[] {
  const problems: string[] = [];
  if (!story.hasPlayFunction) problems.push('no play function: the story does not say what it must show');
  if (!story.finished) problems.push('did not finish rendering and playing in time');
  if (story.playError) problems.push(`play function failed: ${story.playError}`);
  if (story.renderError) problems.push(`story threw: ${story.renderError}`);
  for (const error of story.unhandledErrors) problems.push(`unhandled error while playing: ${error}`);
  // Storybook says 'error' for a failed reporter too (an addon's check); name it when nothing else did.
  if (story.status === 'error' && problems.length === 0) problems.push('Storybook reported the story as errored');
  if (story.errorDisplay !== undefined) problems.push(`error display: ${story.errorDisplay}`);
  for (const error of story.pageErrors) problems.push(`page error: ${error}`);
  for (const error of story.consoleErrors) problems.push(`console error: ${error}`);
  for (const request of story.failedRequests) problems.push(`failed request: ${request}`);
  return problems;
}
