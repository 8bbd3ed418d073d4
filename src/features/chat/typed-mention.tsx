/**
 * '@' typed in a group's composer, as in WeCom or DingTalk: right after it (at the start or after a
 * space) a list of the members whose name holds what follows offers itself above the input; the
 * arrow keys move, Enter or Tab picks, a click picks, Escape closes it and leaves the text as typed.
 * Picking replaces the typed '@…' with '@name '.
 */
import { theme } from 'antd';
import type { Mentionable } from './composer-tools.tsx';

/** The '@…' just before the caret: where it starts, where the caret is, and the text after '@'. */
export interface TypedMention {
  start: number;
  end: number;
  query: string;
}

/** Names are short; a longer run after '@' is an address or a handle, not a mention being typed. */
const MENTION = /(?:^|\s)@([^\s@]{0,20})$/;
/** At most this many offered at once: the list stays small above the input. */
export const MAX_SUGGESTIONS = 8;

export function typedMention(text: string, caret: number): TypedMention | undefined {
  const match = MENTION.exec(text.slice(0, caret));
  if (!match) return undefined;
  const query = match[1] ?? '';
  return { start: caret - query.length - 1, end: caret, query };
}

/** The candidates whose name holds the query (case-insensitive), in their order. */
export function matchingMembers(candidates: readonly Mentionable[], query: string): Mentionable[] {
  const wanted = query.toLowerCase();
  return candidates.filter((who) => who.name.toLowerCase().includes(wanted)).slice(0, MAX_SUGGESTIONS);
}

export const suggestionId = (listId: string, index: number) => `${listId}-${index}`;

export function MentionSuggestions({
  id,
  label,
  options,
  active,
  onPick,
}: {
  id: string;
  label: string;
  options: readonly Mentionable[];
  active: number;
  onPick: (who: Mentionable) => void;
}) {
  const { token } = theme.useToken();
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={label}
      style={{
        position: 'absolute',
        bottom: '100%',
        insetInlineStart: 0,
        zIndex: 10,
        margin: 0,
        padding: 4,
        listStyle: 'none',
        minWidth: 180,
        background: token.colorBgElevated,
        boxShadow: token.boxShadowSecondary,
        borderRadius: token.borderRadius,
      }}
    >
      {options.map((who, index) => (
        <li
          key={who.userId}
          id={suggestionId(id, index)}
          role="option"
          aria-selected={index === active}
          // The input keeps the focus: a press here must not blur it before the click picks.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(who)}
          style={{
            padding: '4px 8px',
            cursor: 'pointer',
            borderRadius: token.borderRadiusSM,
            background: index === active ? token.controlItemBgActive : undefined,
          }}
        >
          {who.name}
        </li>
      ))}
    </ul>
  );
}
