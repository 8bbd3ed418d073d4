/**
 * The e-commerce seed: the hospital's products (SPUs with their SKUs, images and rich
 * description) in every status. A product's price, sale price and stock are derived from its
 * SKUs (lowest prices, summed stock) in cents, as a saved product's are (mocks/domain/products.ts).
 */
import type { EcOrderDetail, EcProductDetail, EcProductSku } from '@generated/main/model';
import { fromCents, minCents, toCents } from '../../src/lib/money/money.ts';
import { productStatusLabel } from '../domain/ec-product-status.ts';
import { DAY, formatDateTime, HOUR, type Rng } from './random.ts';

// [name, project id (the project tree of mocks/domain/projects.ts), project name, list price in yuan]
const EC_PRODUCTS: [string, number, string, number][] = [
  ['瑞蓝2号玻尿酸1ml', 305, '玻尿酸', 3980],
  ['乔雅登雅致玻尿酸1ml', 305, '玻尿酸', 6800],
  ['海魅玻尿酸1ml', 305, '玻尿酸', 2980],
  ['润百颜玻尿酸1ml', 305, '玻尿酸', 1680],
  ['保妥适除皱50u', 307, '肉毒素', 3280],
  ['衡力瘦脸针100u', 307, '肉毒素', 1680],
  ['吉适除皱50u', 307, '肉毒素', 2880],
  ['热玛吉FLX全脸900发', 310, '热玛吉', 19800],
  ['热玛吉眼周450发', 310, '热玛吉', 9800],
  ['超声炮全脸600发', 311, '超声刀', 12800],
  ['超声刀全脸', 311, '超声刀', 9800],
  ['M22光子嫩肤全脸', 312, '光子嫩肤', 980],
  ['光子嫩肤三次卡', 312, '光子嫩肤', 2680],
  ['基础补水水光针', 313, '水光针', 1280],
  ['嗨体熊猫针', 313, '水光针', 2480],
  ['皮秒祛斑全脸', 314, '皮秒', 3980],
  ['冰点脱毛腋下6次', 315, '脱毛', 599],
  ['冰点脱毛全腿', 315, '脱毛', 2980],
  ['薇旖美胶原蛋白1支', 316, '胶原蛋白', 5980],
  ['果酸焕肤单次', 317, '皮肤管理', 498],
  ['小气泡清洁', 317, '皮肤管理', 199],
  ['埋线双眼皮', 301, '双眼皮', 4800],
  ['全切双眼皮', 301, '双眼皮', 8800],
  ['开眼角', 303, '眼部整形', 6800],
];

// SKU names and how many times the single price each costs (in tenths, kept integral).
const SKU_SHAPES: [string, number][] = [
  ['单次', 10],
  ['三次疗程', 27],
  ['五次疗程', 42],
];

const NOTES = ['需提前1天预约，到院出示核销码', '仅限本人使用，不可转赠', '节假日通用，无需额外付费', null];

/** SKUs of a product whose single list price is `priceYuan`; sale prices 55–95 % of the list price, whole ten yuan. */
function seedSkus(rng: Rng, productId: number, priceYuan: number, count: number, onSale: boolean): EcProductSku[] {
  return SKU_SHAPES.slice(0, count).map(([skuName, tenths], k) => {
    const priceCents = Math.round((priceYuan * tenths) / 10 / 10) * 1000;
    const saleCents = Math.max(900, Math.round((priceCents * rng.int(55, 95)) / 100 / 1000) * 1000);
    return {
      skuId: productId * 10 + k + 1,
      skuName,
      price: fromCents(priceCents),
      salePrice: fromCents(Math.min(saleCents, priceCents)),
      stock: onSale ? rng.int(10, 200) : rng.int(0, 50),
      salesCount: onSale ? rng.int(0, 300) : 0,
    };
  });
}

/** The summary fields a product shows in the list, from its SKUs (in cents, never float sums). */
export function skuSummary(skus: readonly EcProductSku[]): Pick<EcProductDetail, 'price' | 'salePrice' | 'stock' | 'salesCount'> {
  return {
    price: fromCents(minCents(skus.map((s) => s.price)) ?? 0),
    salePrice: fromCents(minCents(skus.map((s) => s.salePrice)) ?? 0),
    stock: skus.reduce((sum, s) => sum + s.stock, 0),
    salesCount: skus.reduce((sum, s) => sum + (s.salesCount ?? 0), 0),
  };
}

export function seedProducts(rng: Rng, ref: number, count = 40): EcProductDetail[] {
  const rows: EcProductDetail[] = [];
  for (let i = 0; i < count; i++) {
    const id = 66001 + i;
    const [baseName, categoryId, categoryName, price] = EC_PRODUCTS[i % EC_PRODUCTS.length] ?? ['光子嫩肤', 312, '光子嫩肤', 980];
    const round = Math.floor(i / EC_PRODUCTS.length);
    const spuName = round === 0 ? baseName : `${baseName}（${['会员专享', '双人同行', '节日特惠'][round - 1] ?? '特惠'}）`;
    // 0 on sale (most), 5 taken down by the hospital, 1 pending, 2 rejected, 3 taken down by the platform.
    const status = ([0, 0, 0, 5, 0, 1, 0, 2, 0, 3] as const)[i % 10] ?? 0;
    const updated = ref - rng.int(1, 200) * DAY - rng.int(0, 10) * HOUR;
    const created = updated - rng.int(20, 120) * DAY;
    const skus = seedSkus(rng, id, price, 1 + (i % 3), status === 0 || status === 5 || status === 3);
    const onSaleTime = status === 0 || status === 5 || status === 3 ? formatDateTime(updated - rng.int(10, 90) * DAY) : null;
    rows.push({
      id,
      spuName: spuName.slice(0, 50),
      categoryId,
      categoryName,
      cover: { url: `ec/2026/10/${id}-cover.jpg`, isVideo: false },
      ...skuSummary(skus),
      status,
      statusStr: productStatusLabel(status, onSaleTime),
      rejectReason: status === 2 ? '商品主图含有未经授权的明星肖像，请更换' : status === 3 ? '价格与到院实付不符，平台已下架' : null,
      hasPendingChange: status === 0 && i % 9 === 0,
      onSaleTime,
      updateTime: formatDateTime(updated),
      images: Array.from({ length: 1 + (i % 3) }, (_, k) => ({ url: `ec/2026/10/${id}-${k + 1}.jpg`, isVideo: false })),
      description: `<h3>${categoryName}项目介绍</h3><p>${spuName}，正品保障，可扫码验真。</p><ul><li>面诊后由主诊医生操作</li><li>术后可享一次免费复查</li></ul>`,
      purchaseNotes: NOTES[i % NOTES.length] ?? null,
      validDays: [90, 180, 365][i % 3] ?? 90,
      needAppointment: i % 4 !== 3,
      skus,
      doctorIds: [8801 + (i % 6)],
      auditTime: status === 1 ? null : formatDateTime(updated - HOUR),
      createTime: formatDateTime(created),
    });
  }
  return rows;
}

const NICKNAMES = ['小鹿爱美', '橙子', 'Luna', '阿紫', '糖糖', '一颗柚子', '晚风', 'Coco', '豆豆妈', '七七', '西西', '木子'];
const CUSTOMER_REMARKS = ['想约周末下午', '第一次做，希望医生详细讲解', null, null, '请安排女医生'];
const VERIFIERS = ['李静', '王雅琴', '前台小周'];

/**
 * E-commerce orders (ids 770501…), newest over the 120 days before `ref`, of products that were on
 * sale, one verification code per unit bought. States by index: unused, partly used, all used,
 * expired, refunded (codes invalid), and a refund requested on an unused one. Amounts in cents:
 * order = unit × quantity, paid = order − discount.
 */
export function seedEcOrders(rng: Rng, ref: number, products: readonly EcProductDetail[], count = 60): EcOrderDetail[] {
  const sold = products.filter((p) => p.status === 0 || p.status === 3 || p.status === 5);
  const taken = new Set<string>();
  const rows: EcOrderDetail[] = [];
  for (let i = 0; i < count; i++) {
    const product = sold[(i * 7) % sold.length] as EcProductDetail;
    const sku = product.skus[i % product.skus.length] as EcProductSku;
    const quantity = i % 4 === 1 ? 3 : i % 5 === 2 ? 2 : 1;
    const payMs = ref - rng.int(1, 120) * DAY - rng.int(0, 12 * 60) * 60_000;
    const validMs = payMs + product.validDays * DAY;
    // 0 unused, 1 partly used, 2 all used, 3 expired, 4 invalid (refunded).
    const verifyStatus = (validMs < ref ? 3 : ([0, 1, 2, 2, 4, 0, 2, 0] as const)[i % 8]) as 0 | 1 | 2 | 3 | 4;
    const state = verifyStatus === 1 && quantity === 1 ? 2 : verifyStatus;
    const refundStatus = state === 4 ? 2 : state === 0 && i % 10 === 5 ? 1 : 0;
    const unitCents = toCents(sku.salePrice);
    const orderCents = unitCents * quantity;
    const discountCents = i % 5 === 0 ? Math.min(5000, Math.floor(orderCents / 10 / 100) * 100) : 0;
    const payCents = orderCents - discountCents;
    const used = state === 2 ? quantity : state === 1 ? quantity - 1 : 0;
    const verifyCodes = Array.from({ length: quantity }, (_, k) => {
      let code: string;
      do code = `88${String(rng.int(0, 9_999_999_999)).padStart(10, '0')}`;
      while (taken.has(code));
      taken.add(code);
      const isUsed = k < used;
      const status = isUsed ? 1 : state === 3 ? 2 : state === 4 ? 3 : 0;
      const verifyMs = Math.min(payMs + rng.int(1, 30) * DAY, ref - HOUR);
      return {
        code: isUsed ? code : `${code.slice(0, 4)}****${code.slice(-4)}`,
        status,
        verifyTime: isUsed ? formatDateTime(verifyMs) : null,
        verifierName: isUsed ? (VERIFIERS[(i + k) % VERIFIERS.length] ?? null) : null,
      } as const;
    });
    const orderDate = formatDateTime(payMs).slice(0, 10).replace(/-/g, '');
    rows.push({
      id: 770501 + i,
      orderNo: `EC${orderDate}${String(3001 + i).padStart(6, '0')}`,
      productId: product.id,
      spuName: product.spuName,
      skuName: sku.skuName,
      cover: product.cover,
      quantity,
      customerNickname: NICKNAMES[i % NICKNAMES.length] ?? null,
      customerPhone: `1${['36', '39', '58', '86', '88'][i % 5]}****${String(rng.int(0, 9999)).padStart(4, '0')}`,
      orderAmount: fromCents(orderCents),
      discountAmount: fromCents(discountCents),
      payAmount: fromCents(payCents),
      payTime: formatDateTime(payMs),
      verifyStatus: state,
      refundStatus,
      statusStr: ecOrderStatusLabel(state, refundStatus),
      saleActivityId: null,
      verifyCodes,
      validUntil: formatDateTime(validMs).slice(0, 10),
      payChannel: i % 3 === 0 ? 'alipay' : 'wechat',
      appointmentTime:
        product.needAppointment && state === 0 && i % 2 === 0
          ? formatDateTime(Math.max(ref + rng.int(1, 14) * DAY, payMs)).slice(0, 13) + ':00:00'
          : null,
      customerRemark: CUSTOMER_REMARKS[i % CUSTOMER_REMARKS.length] ?? null,
      hospitalRemark: i % 6 === 0 ? '已电话确认到院时间' : null,
      refundAmount: refundStatus === 2 ? fromCents(payCents) : null,
      refundReason: refundStatus === 2 ? '行程有变，无法到院' : refundStatus === 1 ? '想换其他项目' : null,
      refundTime: refundStatus === 2 ? formatDateTime(Math.min(payMs + rng.int(1, 10) * DAY, ref - HOUR)) : null,
    });
  }
  return rows;
}

/** The list's summary of an order's state, in Chinese as the platform sends it. */
export function ecOrderStatusLabel(verifyStatus: number, refundStatus: number): string {
  if (refundStatus === 1) return '退款中';
  return ['待使用', '部分使用', '已完成', '已过期', '已退款'][verifyStatus] ?? '';
}
