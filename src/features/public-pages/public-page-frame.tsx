/** The frame of the public pages (no layout, content centred) and their link-looking buttons. */
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router-dom';

export function PublicPageFrame({ children, maxWidth = 720 }: { children: ReactNode; maxWidth?: number }) {
  return (
    <main
      style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24, boxSizing: 'border-box' }}
    >
      <div style={{ width: '100%', maxWidth }}>{children}</div>
    </main>
  );
}

/**
 * The page's one level-1 heading, in the look of wherever it sits (a Result's or a Card's title):
 * every page names itself to screen readers and the document outline.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  return <h1 style={{ font: 'inherit', color: 'inherit', margin: 0 }}>{children}</h1>;
}

/** A primary button that is a real link to a route (right-click, middle-click and the address work). */
export function RouteButton({ to, children }: { to: string; children: ReactNode }) {
  const href = useHref(to);
  const navigate = useNavigate();
  return (
    <Button
      type="primary"
      href={href}
      onClick={(event) => {
        event.preventDefault();
        void navigate(to);
      }}
    >
      {children}
    </Button>
  );
}
