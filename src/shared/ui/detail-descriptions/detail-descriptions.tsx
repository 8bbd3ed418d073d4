/**
 * The fields of one record as label/value pairs (a detail page, a drawer's read-only part).
 * Empty values (null, undefined, blank text, an empty list) show the common '—' instead of
 * nothing, so a missing field is visibly missing; 0 and false are values, not empty.
 *
 *   <DetailDescriptions data={customer} items={[
 *     { key: 'name', label: t('customers.name') },
 *     { key: 'followStatus', label: t('customers.status'), render: (value) => <EnumTag kind="followStatus" value={value} /> },
 *     { key: 'remark', label: t('customers.remark'), span: 2 },
 *   ]} />
 */
import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';
import { isBlankText } from '@/lib/text/blank-text.ts';

export interface DetailItem<T, K extends keyof T = keyof T> {
  key: K;
  label: string;
  /** How a non-empty value shows; its text by default. */
  render?: (value: T[K], record: T) => ReactNode;
  /** Columns it spans (1 by default). */
  span?: number;
}

export interface DetailDescriptionsProps<T> {
  data: T;
  items: { [K in keyof T]: DetailItem<T, K> }[keyof T][];
  /** Columns per row (2). */
  column?: number;
  title?: ReactNode;
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return isBlankText(value);
  return Array.isArray(value) && value.length === 0;
}

export function DetailDescriptions<T>({ data, items, column = 2, title }: DetailDescriptionsProps<T>) {
  const t = useT();
  return (
    <Descriptions
      title={title}
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: column }}
      items={items.map((item) => {
        const value = data[item.key];
        // An empty value is the dash even where the field has its own rendering: a render
        // function never has to handle "missing" (an EnumTag would call it "unknown status").
        let content: ReactNode = t('common.emptyValue');
        if (!isEmpty(value)) content = item.render ? item.render(value as never, data) : String(value);
        return { key: String(item.key), label: item.label, span: item.span, children: content };
      })}
    />
  );
}
