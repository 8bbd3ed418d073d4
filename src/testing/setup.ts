import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { leanInjectedStyles } from './lean-injected-styles.ts';

// findBy* and waitFor wait 1 s by default. Under CI's load (two workers on two cores, antd under
// jsdom) a list's refetch and re-render now and then took longer than that, and a test that would
// have passed a moment later failed (stop 25's only red test was one such; earlier ones are in the
// log). A wait still fails when what it waits for never comes: only slowly. Speed is measured by
// `npm run bench`, never by these tests.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom lacks matchMedia, which antd's responsive components (Drawer, Grid, Table) ask for.
// Test files may choose the node environment (`@vitest-environment node`), which has no window.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom lacks ResizeObserver, which antd's Tabs, Select and TextArea measure with.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom lacks scrollBy, which the chat's virtual list keeps the reading position with when older
// messages are prepended or new ones arrive (the mock context stands in for the sizes).
if (typeof Element !== 'undefined') Element.prototype.scrollBy ??= function scrollBy() {};

// jsdom's getComputedStyle is the slowest call of a component test under antd's styles (see the module).
if (typeof window !== 'undefined') leanInjectedStyles(window);
