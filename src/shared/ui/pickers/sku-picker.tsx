/**
 * A product (SKU) the hospital sells, found by name on the server (getSkuProject), optionally
 * within one project. The value is the SKU id.
 *
 *   <Form.Item name="skuId" label={t('pickers.sku')}><SkuPicker projectId={projectId} /></Form.Item>
 */
import { Select } from 'antd';
import { useGetCommonSkuProject } from '@generated/main/common/common';
import { useT } from '@/lib/i18n/use-t.ts';
import { pickerTexts } from './picker-texts.ts';
import { useSearchKeyword } from './use-search-keyword.ts';

export interface SkuPickerProps {
  value?: number;
  onChange?: (skuId: number | undefined) => void;
  projectId?: number;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

export function SkuPicker({ value, onChange, projectId, disabled, id, 'aria-label': ariaLabel }: SkuPickerProps) {
  const t = useT(pickerTexts);
  const [keyword, setTyped] = useSearchKeyword();
  const skus = useGetCommonSkuProject(
    { ...(keyword ? { keyword } : {}), ...(projectId !== undefined ? { projectId } : {}) },
    { query: { select: (answer) => answer.data } },
  );
  return (
    <Select<number>
      id={id}
      aria-label={ariaLabel}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      disabled={disabled}
      value={value}
      onChange={(next) => onChange?.(next ?? undefined)}
      loading={skus.isFetching}
      placeholder={t('pickers.skuPlaceholder')}
      options={(skus.data ?? []).map((sku) => ({ value: sku.skuId, label: `${sku.skuName} · ${sku.projectName}` }))}
      notFoundContent={skus.isFetching ? t('common.loading') : t('common.empty')}
      style={{ minWidth: 240 }}
    />
  );
}
