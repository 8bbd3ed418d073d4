// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { leanCss } from './lean-injected-styles.ts';

describe('the lean copy of injected styles', () => {
  it('keeps what decides visibility and clicking, under the same selectors and at-rules', () => {
    const css = [
      '.ant-select-dropdown-hidden{display:none;color:red}',
      '@media (max-width: 575px){.ant-col-xs-0{display:none;width:0}}',
      '.ant-zoom-enter{opacity:0;transform:scale(0.2)}',
      '.ant-btn[disabled]{cursor:not-allowed;pointer-events:none}',
      '.ant-tabs-tabpane-hidden{visibility:hidden}',
    ].join('');
    const lean = leanCss(css);
    expect(lean).toContain('.ant-select-dropdown-hidden{display:none}');
    expect(lean).toContain('@media (max-width: 575px){.ant-col-xs-0{display:none}}');
    expect(lean).toContain('.ant-zoom-enter{opacity:0}');
    expect(lean).toContain('.ant-btn[disabled]{pointer-events:none}');
    expect(lean).toContain('.ant-tabs-tabpane-hidden{visibility:hidden}');
    expect(lean).not.toMatch(/color:|transform:|cursor:|[{;]width:/);
  });

  it('drops rules and at-rules left with nothing, keyframes included', () => {
    const lean = leanCss('.a{color:red}@media print{.b{margin:0}}@keyframes spin{to{transform:rotate(1turn)}}.c{display:flex}');
    expect(lean).toBe('.c{display:flex}');
  });

  it('leaves a style element saying what antd wrote, and the document computing from the lean text', () => {
    const style = document.createElement('style');
    // eslint-disable-next-line project/raw-html -- a style element written as antd's dynamicCSS writes it: the subject here
    style.innerHTML = '.hidden-by-class{display:none;color:red}';
    document.head.append(style);
    const element = document.createElement('div');
    element.className = 'hidden-by-class';
    document.body.append(element);
    expect(style.innerHTML).toBe('.hidden-by-class{display:none;color:red}');
    expect(getComputedStyle(element).display).toBe('none');
    expect(getComputedStyle(element).color).not.toBe('red');
    expect(element).not.toBeVisible();
  });
});
