/**
 * The filters above a list, in one inline row: a keyword (applied 400 ms after typing stops, or
 * at once on Enter), selects (one value, or several that a row may match any of), date ranges
 * and a reset. The values live in the address through
 * the list's `useListState`, shared with the PagedTable below: a filter goes back to page 1, the
 * back button restores the previous filters, and a shared link opens the same list.
 *
 *   const list = useListState({ keyword: parseAsString, status: parseAsInteger, created: parseAsDateRange });
 *   <FilterBar list={list} fields={[
 *     { kind: 'keyword', name: 'keyword', label: t('customers.search') },
 *     { kind: 'select', name: 'status', label: t('customers.status'), options: enumOptions('followStatus') },
 *     { kind: 'dateRange', name: 'created', label: t('customers.created') },
 *   ]} />
 *
 * A `multiSelect` filter holds an array (`parseAsArrayOf(parseAsString)`); choosing none removes it.
 */
import { Button, Form, Input, Select } from 'antd';
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import type { ParserMap } from 'nuqs';
import { useT } from '@/lib/i18n/use-t.ts';
import type { DateRange } from '@/lib/list-state/list-parsers.ts';
import type { ListState } from '@/lib/list-state/use-list-state.ts';
import { filterBarTexts } from './filter-bar-texts.ts';

/** Filter names of the list whose values have the given type. */
type NamesOf<F extends ParserMap, V> = {
  [K in keyof ListState<F>['filters'] & string]: NonNullable<ListState<F>['filters'][K]> extends V ? K : never;
}[keyof ListState<F>['filters'] & string];

export type FilterField<F extends ParserMap> =
  | { kind: 'keyword'; name: NamesOf<F, string>; label: string; placeholder?: string }
  | { kind: 'select'; name: NamesOf<F, string | number>; label: string; options: { value: string | number; label: string }[] }
  | {
      kind: 'multiSelect';
      name: NamesOf<F, readonly (string | number)[]>;
      label: string;
      options: { value: string | number; label: string }[];
    }
  | { kind: 'dateRange'; name: NamesOf<F, DateRange>; label: string };

export interface FilterBarProps<F extends ParserMap> {
  list: Pick<ListState<F>, 'filters' | 'setFilters' | 'reset' | 'filtered'>;
  fields: FilterField<F>[];
}

export const KEYWORD_DELAY_MS = 400;

// Only lists that filter by date download the date picker.
const DateRangeField = lazy(() => import('./date-range-field.tsx'));

type SetOne = (name: string, value: unknown) => void;

function KeywordField({
  value,
  label,
  placeholder,
  onCommit,
}: {
  value: string | null;
  label: string;
  placeholder?: string;
  onCommit: (value: string | null) => void;
}) {
  const t = useT(filterBarTexts);
  const id = useId();
  const [text, setText] = useState(value ?? '');
  const [shownValue, setShownValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The address changed (back button, reset): show what it holds (state derived during render).
  if (value !== shownValue) {
    setShownValue(value);
    setText(value ?? '');
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  const commit = (next: string) => {
    clearTimeout(timer.current);
    const trimmed = next.trim();
    if (trimmed !== (value ?? '')) onCommit(trimmed === '' ? null : trimmed);
  };
  return (
    <Form.Item label={label} htmlFor={id}>
      <Input.Search
        id={id}
        allowClear
        value={text}
        placeholder={placeholder ?? t('filterBar.keywordPlaceholder')}
        enterButton={false}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(next), KEYWORD_DELAY_MS);
        }}
        onSearch={(next) => commit(next)}
        style={{ width: 220 }}
      />
    </Form.Item>
  );
}

export function FilterBar<F extends ParserMap>({ list, fields }: FilterBarProps<F>) {
  const t = useT(filterBarTexts);
  const baseId = useId();
  const filters = list.filters as Record<string, unknown>;
  const setOne: SetOne = (name, value) => list.setFilters({ [name]: value } as Parameters<typeof list.setFilters>[0]);
  return (
    <Form layout="inline" role="search" aria-label={t('filterBar.filters')} style={{ rowGap: 12, marginBottom: 16 }} onFinish={() => {}}>
      {fields.map((field) => {
        const id = `${baseId}-${field.name}`;
        if (field.kind === 'keyword') {
          return (
            <KeywordField
              key={field.name}
              value={(filters[field.name] as string | null) ?? null}
              label={field.label}
              placeholder={field.placeholder}
              onCommit={(value) => setOne(field.name, value)}
            />
          );
        }
        if (field.kind === 'select') {
          return (
            <Form.Item key={field.name} label={field.label} htmlFor={id}>
              <Select
                id={id}
                allowClear
                placeholder={t('common.all')}
                value={(filters[field.name] as string | number | null) ?? undefined}
                options={field.options}
                onChange={(value) => setOne(field.name, value ?? null)}
                style={{ minWidth: 160 }}
              />
            </Form.Item>
          );
        }
        if (field.kind === 'multiSelect') {
          return (
            <Form.Item key={field.name} label={field.label} htmlFor={id}>
              <Select
                id={id}
                mode="multiple"
                allowClear
                maxTagCount="responsive"
                optionFilterProp="label"
                placeholder={t('common.all')}
                value={(filters[field.name] as (string | number)[] | null) ?? []}
                options={field.options}
                onChange={(values: (string | number)[]) => setOne(field.name, values.length > 0 ? values : null)}
                style={{ minWidth: 200, maxWidth: 320 }}
              />
            </Form.Item>
          );
        }
        const range = filters[field.name] as DateRange | null;
        return (
          <Form.Item key={field.name} label={field.label} htmlFor={id}>
            <Suspense fallback={<Input disabled aria-label={field.label} style={{ width: 240 }} />}>
              <DateRangeField id={id} label={field.label} value={range} onChange={(next) => setOne(field.name, next)} />
            </Suspense>
          </Form.Item>
        );
      })}
      <Form.Item>
        <Button onClick={list.reset} disabled={!list.filtered}>
          {t('common.reset')}
        </Button>
      </Form.Item>
    </Form>
  );
}
