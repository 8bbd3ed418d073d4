/**
 * Province / city / district from the platform's area tree (GetAllAreasTreeView), searchable.
 * The value is the ids from province down (`[330000, 330100, 330106]`); `changeOnSelect` lets a
 * province or a city alone be chosen (a filter), otherwise a full path is needed (an address).
 *
 *   <Form.Item name="region" label={t('pickers.region')}><RegionPicker /></Form.Item>
 */
import { Cascader } from 'antd';
import { useGetAllAreasTreeView } from '@generated/main/common/common';
import type { AreaTreeNode } from '@generated/main/model';
import { useT } from '@/lib/i18n/use-t.ts';
import { pickerTexts } from './picker-texts.ts';

export interface RegionPickerProps {
  value?: number[];
  onChange?: (ids: number[] | undefined) => void;
  changeOnSelect?: boolean;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

const FIELD_NAMES = { label: 'name', value: 'id', children: 'children' } as const;

export function RegionPicker({ value, onChange, changeOnSelect, disabled, id, 'aria-label': ariaLabel }: RegionPickerProps) {
  const t = useT(pickerTexts);
  const areas = useGetAllAreasTreeView({ query: { select: (answer) => answer.data, staleTime: Infinity } });
  return (
    <Cascader<AreaTreeNode>
      id={id}
      aria-label={ariaLabel}
      options={areas.data}
      fieldNames={FIELD_NAMES}
      loading={areas.isPending}
      disabled={disabled}
      changeOnSelect={changeOnSelect}
      value={value}
      onChange={(ids) => onChange?.(ids && ids.length > 0 ? (ids as number[]) : undefined)}
      placeholder={t('pickers.regionPlaceholder')}
      showSearch={{ filter: (input, path) => path.some((node) => node.name.includes(input.trim())) }}
      style={{ minWidth: 240 }}
    />
  );
}
