/**
 * Message text as text (React escapes it), with http(s) addresses made links that open outside
 * the app; anything else that looks like an address (javascript:, data:) stays plain text.
 */
import { Fragment } from 'react';
import { LINK_ATTRIBUTES, isWebUrl } from '@/lib/safe-html/sanitize-html.ts';
import { LINK_TEXT } from './chat-colors.ts';

const URL_PATTERN = /(https?:\/\/[^\s<>"'，。、；！？）】]+)/giu;

export function MessageText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {parts.map((part, index) =>
        index % 2 === 1 && isWebUrl(part) ? (
          <a key={index} href={part} {...LINK_ATTRIBUTES} style={{ color: LINK_TEXT }}>
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </span>
  );
}
