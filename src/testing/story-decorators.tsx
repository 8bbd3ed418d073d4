/** Decorators stories share. */
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { UrlStateAdapter } from '@/lib/routing/url-state-adapter.tsx';

/** A router at `path` (with the URL-state adapter) and some room around the story (header tools, pages without the layout). */
export function withRouter(path = '/dashbord') {
  return function RouterDecorator(Story: () => ReactNode) {
    return (
      <MemoryRouter initialEntries={[path]}>
        <UrlStateAdapter>
          <div style={{ padding: 24 }}>
            <Story />
          </div>
        </UrlStateAdapter>
      </MemoryRouter>
    );
  };
}
