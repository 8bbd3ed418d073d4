/**
 * The product form's values and their conversion to and from the save request. Prices are kept as
 * the text the person typed and checked as text (positive, at most two decimals); they become the
 * contract's yuan numbers only through integer cents (src/lib/money), never float arithmetic.
 */
import type { EcProductDetail, EcProductSaveRequest } from '@generated/main/model';
import { centsToText, fromCents, isPositivePrice, toCents } from '@/lib/money/money.ts';

export interface SkuValues {
  skuId?: number;
  skuName: string;
  price: string;
  salePrice: string;
  stock: number | null;
}

export interface ProductValues {
  spuName: string;
  categoryId?: number;
  cover: string[];
  images: string[];
  description: string;
  purchaseNotes?: string;
  validDays: number | null;
  needAppointment: boolean;
  skus: SkuValues[];
}

export const EMPTY_SKU: SkuValues = { skuName: '', price: '', salePrice: '', stock: 0 };

export const NEW_PRODUCT: ProductValues = {
  spuName: '',
  cover: [],
  images: [],
  description: '',
  validDays: 90,
  needAppointment: true,
  skus: [EMPTY_SKU],
};

export function valuesOf(product: EcProductDetail): ProductValues {
  return {
    spuName: product.spuName,
    categoryId: product.categoryId,
    cover: [product.cover.url],
    images: product.images.map((image) => image.url),
    description: product.description,
    purchaseNotes: product.purchaseNotes ?? '',
    validDays: product.validDays,
    needAppointment: product.needAppointment,
    skus: product.skus.map((sku) => ({
      skuId: sku.skuId,
      skuName: sku.skuName,
      price: centsToText(toCents(sku.price)),
      salePrice: centsToText(toCents(sku.salePrice)),
      stock: sku.stock,
    })),
  };
}

/** The save request of valid values (`id` to edit). */
export function requestOf(values: ProductValues, id?: number): EcProductSaveRequest {
  return {
    ...(id === undefined ? {} : { id }),
    spuName: values.spuName.trim(),
    categoryId: values.categoryId as number,
    cover: { url: values.cover[0] as string },
    images: values.images.map((url) => ({ url })),
    description: values.description,
    ...(values.purchaseNotes?.trim() ? { purchaseNotes: values.purchaseNotes.trim() } : {}),
    validDays: values.validDays as number,
    needAppointment: values.needAppointment,
    skus: values.skus.map((sku) => ({
      ...(sku.skuId === undefined ? {} : { skuId: sku.skuId }),
      skuName: sku.skuName.trim(),
      price: fromCents(toCents(sku.price)),
      salePrice: fromCents(toCents(sku.salePrice)),
      stock: sku.stock ?? 0,
    })),
  };
}

/** Why a sale price is wrong against its original price, if it is: not a price, or above it. */
export function salePriceProblem(salePrice: string, price: string): 'invalid' | 'abovePrice' | null {
  if (!isPositivePrice(salePrice)) return 'invalid';
  if (isPositivePrice(price) && toCents(salePrice) > toCents(price)) return 'abovePrice';
  return null;
}
