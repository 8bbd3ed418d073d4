/** Decorators stories share. */
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** A router at `path` with some room around the story (header tools, pages without the layout). */
export function withRouter(path = '/dashbord') {
  return function RouterDecorator(Story: () => ReactNode) {
    return (
      <MemoryRouter initialEntries={[path]}>
        <div style={{ padding: 24 }}>
          <Story />
        </div>
      </MemoryRouter>
    );
  };
}
