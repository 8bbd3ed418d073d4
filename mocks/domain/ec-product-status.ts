/** The label a product's status reads with (`statusStr`), one home for the seed and the domain. */
export const EC_PRODUCT_STATUS_LABELS: Readonly<Record<number, string>> = {
  0: '在售',
  1: '审核中',
  2: '审核驳回',
  3: '平台下架',
  5: '已下架',
};

/** Status 5 of a product never yet on sale reads "approved, awaiting sale": review passed, the hospital puts it on sale. */
export function productStatusLabel(status: number, onSaleTime: string | null | undefined): string {
  if (status === 5 && !onSaleTime) return '审核通过，待上架';
  return EC_PRODUCT_STATUS_LABELS[status] ?? '';
}
