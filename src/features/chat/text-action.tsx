/**
 * A small link-styled action beside a message (quote, recall, retry, read state, urge): a plain
 * button rather than antd's Button, because a conversation renders dozens of them on every scroll
 * step and each antd Button costs its style hooks per render. Keyboard focus shows the browser's ring.
 */
import type { ButtonHTMLAttributes, Ref } from 'react';
import { LINK_TEXT } from './chat-colors.ts';

const STYLE = {
  border: 0,
  background: 'transparent',
  padding: '0 4px',
  color: LINK_TEXT,
  fontSize: 12,
  lineHeight: '20px',
  cursor: 'pointer',
} as const;

export function TextAction({ style, ref, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> }) {
  return <button type="button" ref={ref} style={style ? { ...STYLE, ...style } : STYLE} {...props} />;
}
