/**
 * The sign-in methods as a tab list (WAI-ARIA tabs: arrow keys, Home and End move between tabs
 * and select them; only the chosen method's panel is rendered).
 *
 * Not antd's Tabs: with its overflow menu, dropdown and animations it weighs about 15 KB gzip, a
 * tenth of the login page's whole budget (README, "Bundle budgets"), for three fixed labels that
 * never overflow. The tabs are antd buttons, so focus rings and colours follow the theme.
 */
import { Button, theme } from 'antd';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface MethodTab {
  key: string;
  label: string;
  content: ReactNode;
}

export function MethodTabs({ items, active, onChange }: { items: readonly MethodTab[]; active: string; onChange: (key: string) => void }) {
  const { token } = theme.useToken();
  const id = useId();
  const tabs = useRef<(HTMLElement | null)[]>([]);
  const index = Math.max(
    0,
    items.findIndex((item) => item.key === active),
  );
  const current = items[index];

  const select = (next: number) => {
    const wrapped = (next + items.length) % items.length;
    const item = items[wrapped];
    if (!item) return;
    onChange(item.key);
    tabs.current[wrapped]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <>
      <div
        role="tablist"
        onKeyDown={onKeyDown}
        style={{ display: 'flex', gap: 4, marginBottom: 16, borderBottom: `1px solid ${token.colorSplit}` }}
      >
        {items.map((item, i) => {
          const selected = i === index;
          return (
            <Button
              key={item.key}
              ref={(element) => {
                tabs.current[i] = element;
              }}
              type="text"
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${item.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(item.key)}
              style={{
                borderRadius: 0,
                marginBottom: -1,
                color: selected ? token.colorPrimary : token.colorText,
                borderBottom: `2px solid ${selected ? token.colorPrimary : 'transparent'}`,
              }}
            >
              {item.label}
            </Button>
          );
        })}
      </div>
      {current && (
        <div role="tabpanel" id={`${id}-panel-${current.key}`} aria-labelledby={`${id}-tab-${current.key}`}>
          {current.content}
        </div>
      )}
    </>
  );
}
