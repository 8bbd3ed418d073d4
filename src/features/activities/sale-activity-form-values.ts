/**
 * The sale activity form's values and the save request, both ways: the period as a date range,
 * one line per SKU with its sale price in yuan as typed (two decimals), quota and limit.
 */
import dayjs, { type Dayjs } from 'dayjs';
import type { SaleActivityDetail, SaleActivitySaveRequest, SaleActivityType } from '@generated/main/model';
import { formatDateTime } from '@/lib/dates/date-format.ts';

export interface SaleLineValues {
  productId?: number;
  skuId?: number;
  activityPrice?: number | null;
  activityStock?: number | null;
  limitPerUser?: number | null;
}

export interface SaleActivityValues {
  name: string;
  activityType?: SaleActivityType;
  period?: [Dayjs, Dayjs];
  description?: string;
  products: SaleLineValues[];
}

export const emptySaleValues = (): SaleActivityValues => ({ name: '', products: [{ limitPerUser: 1 }] });

export function saleValuesOf(activity: SaleActivityDetail): SaleActivityValues {
  return {
    name: activity.name,
    activityType: activity.activityType,
    period: [dayjs(activity.startTime), dayjs(activity.endTime)],
    description: activity.description ?? '',
    products: activity.products.map((p) => ({
      productId: p.productId,
      skuId: p.skuId,
      activityPrice: p.activityPrice,
      activityStock: p.activityStock,
      limitPerUser: p.limitPerUser,
    })),
  };
}

/** The request for validated values (every required field is there once the form has validated). */
export function saleRequestOf(values: SaleActivityValues, id: number | undefined): SaleActivitySaveRequest {
  const [start, end] = values.period as [Dayjs, Dayjs];
  const description = values.description?.trim();
  return {
    ...(id !== undefined ? { id } : {}),
    name: values.name.trim(),
    activityType: values.activityType as SaleActivityType,
    startTime: formatDateTime(start.second(0)),
    endTime: formatDateTime(end.second(0)),
    ...(description ? { description } : {}),
    products: values.products.map((line) => ({
      productId: line.productId as number,
      skuId: line.skuId as number,
      activityPrice: line.activityPrice as number,
      activityStock: line.activityStock as number,
      limitPerUser: line.limitPerUser ?? 0,
    })),
  };
}
