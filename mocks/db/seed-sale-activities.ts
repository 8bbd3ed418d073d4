/**
 * Seeded sale activities (特卖活动, /activity/business?tab=sale): the hospital's time-limited prices
 * on its on-sale e-commerce products, two SKUs each, no SKU in two activities. Dates are relative
 * to the seed's reference moment and the status is worked out from them at each read
 * (mocks/domain/sale-activities.ts), so the windows are wide: ended weeks ago, running for days
 * either side, starting days ahead, and stopped early ones whose period would still be running.
 */
import type { EcProductDetail, EcProductSku, SaleActivityDetail, SaleActivityProduct, SaleActivityType } from '@generated/main/model';
import { fromCents, toCents } from '../../src/lib/money/money.ts';
import { DAY, formatDate, formatDateTime, HOUR, parseDateTime, type Rng } from './random.ts';

/** An activity as stored: status and the totals are worked out at each read; `stopTime` is set when stopped. */
export type StoredSaleActivity = Omit<SaleActivityDetail, 'status' | 'statusStr' | 'productCount' | 'soldCount' | 'salesAmount'>;

export const SALE_ACTIVITY_FIRST_ID = 1201;

const TYPE_WORD: Record<SaleActivityType, string> = { 1: '限时秒杀', 2: '限时折扣', 3: '新客专享' };
const DESCRIPTIONS = [
  '活动价仅限线上支付，到院出示核销码，由主诊医生面诊后操作。',
  '每人限购，活动名额有限，售完即止；不与其他优惠同享。',
  null,
  '新客首次到院专享，老客户请参与会员日活动。',
];

// [theme, type, start (days from the reference), length in days, stopped this many days after the start]
const PLAN: [string, SaleActivityType, number, number, number | null][] = [
  ['国庆', 2, -55, 7, null],
  ['金秋', 1, -40, 3, null],
  ['十月会员日', 3, -30, 10, null],
  ['双十一', 1, -12, 4, null],
  ['暖冬', 2, -8, 20, 3],
  ['感恩节', 3, -3, 14, null],
  ['周年庆', 2, -2, 10, null],
  ['十一月会员日', 1, -1, 5, null],
  ['年末答谢', 2, -5, 25, 2],
  ['双十二', 1, 15, 3, null],
  ['圣诞', 3, 28, 5, null],
  ['元旦', 2, 38, 7, null],
];

function line(rng: Rng, product: EcProductDetail, sku: EcProductSku, type: SaleActivityType, sells: boolean): SaleActivityProduct {
  const saleCents = toCents(sku.salePrice);
  // Flash sales go deepest; whole yuan, always below the sale price.
  const percent = type === 1 ? rng.int(55, 70) : type === 2 ? rng.int(75, 90) : rng.int(65, 80);
  const activityCents = Math.max(100, Math.min(saleCents - 100, Math.floor((saleCents * percent) / 100 / 100) * 100));
  const activityStock = Math.min(sku.stock, rng.int(2, 10) * 10);
  return {
    productId: product.id,
    skuId: sku.skuId ?? product.id * 10 + 1,
    spuName: product.spuName,
    skuName: sku.skuName,
    cover: product.cover,
    salePrice: sku.salePrice,
    activityPrice: fromCents(activityCents),
    activityStock,
    limitPerUser: type === 2 ? 2 : 1,
    soldCount: sells ? rng.int(0, activityStock) : 0,
  };
}

export function seedSaleActivities(rng: Rng, ref: number, products: readonly EcProductDetail[]): StoredSaleActivity[] {
  const onSale = products.filter((p) => p.status === 0 && p.skus.length > 0);
  // 10:00 on the reference day (China time), the hour sales open.
  const opening = parseDateTime(`${formatDate(ref)} 10:00:00`);
  return PLAN.map(([theme, activityType, startDay, days, stoppedAfter], i) => {
    const picked = [onSale[(2 * i) % onSale.length], onSale[(2 * i + 1) % onSale.length]].filter(
      (p): p is EcProductDetail => p !== undefined,
    );
    const first = picked[0] as EcProductDetail;
    const startMs = opening + startDay * DAY;
    const endMs = startMs + days * DAY - 1000;
    const stopMs = stoppedAfter === null ? null : startMs + stoppedAfter * DAY + rng.int(1, 8) * HOUR;
    const started = startMs <= ref;
    return {
      id: SALE_ACTIVITY_FIRST_ID + i,
      name: `${theme}${first.categoryName}${TYPE_WORD[activityType]}`.slice(0, 30),
      activityType,
      startTime: formatDateTime(startMs),
      endTime: formatDateTime(endMs),
      stopTime: stopMs === null ? null : formatDateTime(stopMs),
      description: DESCRIPTIONS[i % DESCRIPTIONS.length] ?? null,
      products: picked.map((p, k) => line(rng, p, p.skus[k % p.skus.length] as EcProductSku, activityType, started)),
      // Set up some days before it starts, and never after the reference moment.
      createTime: formatDateTime(Math.min(startMs - rng.int(3, 12) * DAY, ref - (PLAN.length - i) * 5 * HOUR) - rng.int(0, 60) * 60_000),
    };
  });
}
