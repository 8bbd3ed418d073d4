/**
 * Keeps only the visibility part of the styles antd injects, for the component tests' speed.
 *
 * Why: jsdom computes an element's style by matching every CSS rule of the document, and antd
 * injects about two thousand, so one `getComputedStyle` costs about 30 ms here. Testing Library
 * asks for it on each element it names or checks for hiddenness (every `getByRole` with a name,
 * `toBeVisible`), user-event before each click (`pointer-events`): most of a page test's time.
 *
 * What is kept is all that jsdom can use, since it lays nothing out: the declarations that decide
 * whether a person sees or can click an element (`display`, `visibility`, `opacity`,
 * `pointer-events`), under the same selectors, in the same order and at-rules. A rule left with
 * none of them is dropped. So a closed dropdown, a hidden tab pane or a faded-out dialog is still
 * hidden exactly as antd's styles say; colours, sizes and spacing are left to the browser tests.
 *
 * How: antd (through @rc-component/util's dynamicCSS) writes each style element's `innerHTML`;
 * the style element's `innerHTML` setter is wrapped to write the lean text instead, and its getter
 * answers the text antd wrote, which antd compares to decide whether to write again.
 */
import postcss from 'postcss';

const VISIBILITY_PROPERTIES = new Set(['display', 'visibility', 'opacity', 'pointer-events']);

export function leanCss(css: string): string {
  const root = postcss.parse(css);
  root.walkDecls((declaration) => {
    if (!VISIBILITY_PROPERTIES.has(declaration.prop.toLowerCase())) declaration.remove();
  });
  prune(root);
  return root.toString();
}

/** Removes rules and at-rules left with nothing inside, innermost first. */
function prune(container: postcss.Container): void {
  for (const node of [...(container.nodes ?? [])]) {
    if (node.type !== 'rule' && node.type !== 'atrule') continue;
    if (node.nodes) prune(node);
    // An at-rule without a body (`@import`, `@charset`) is a statement, not an empty block.
    if (node.nodes?.length === 0) node.remove();
  }
}

export function leanInjectedStyles(win: Window & typeof globalThis): void {
  const inner = Object.getOwnPropertyDescriptor(win.Element.prototype, 'innerHTML');
  if (!inner?.get || !inner.set) return;
  const { get, set } = inner;
  const written = new WeakMap<Element, string>();
  Object.defineProperty(win.HTMLStyleElement.prototype, 'innerHTML', {
    configurable: true,
    get(this: HTMLStyleElement) {
      return written.get(this) ?? get.call(this);
    },
    set(this: HTMLStyleElement, css: string) {
      written.set(this, css);
      set.call(this, leanCss(css));
    },
  });
}
