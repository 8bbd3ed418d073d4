/**
 * Stories show stored image paths through the image base, which Storybook does not host: a 1×1
 * PNG answers every `.jpg`, `.jpeg` or `.png` under the given folders, so pages with photos render without broken
 * images or failed requests.
 *
 *   beforeEach: ({ msw }) => msw.use(storyImages(['case']))
 */
import { http, HttpResponse } from 'msw';

const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
);

export function storyImages(folders: readonly string[]) {
  const pattern = new RegExp(`/(${folders.join('|')})/.+\\.(jpe?g|png)$`);
  return http.get(pattern, () => new HttpResponse(PNG, { headers: { 'content-type': 'image/png' } }));
}
