/** The hospital's approved selling points (/hospital/hospitalSelling/view), submitted and approved a fortnight before the reference. */
import type { StoredSellingPoints } from '../domain/selling-points.ts';
import { DAY, formatDateTime } from './random.ts';

export function seedSellingPoints(ref: number): StoredSellingPoints[] {
  const submitted = ref - 15 * DAY + 10 * 3_600_000;
  const points: [StoredSellingPoints['points'][number]['category'], string, string][] = [
    [3, '正品热玛吉FLX', '美国Solta原装进口第五代热玛吉，每支探头可扫码验真，当面拆封。'],
    [2, '院长亲诊', '三位主任医师坐诊，一对一面诊设计，术后由主诊医生亲自复查。'],
    [1, '三级资质齐全', '医疗美容科（美容外科、美容皮肤科）诊疗科目登记齐全，麻醉科配备专职麻醉医师。'],
    [5, '百级层流手术室', '独立手术中心配备百级层流手术室与独立恢复室，保护顾客隐私。'],
  ];
  return [
    {
      id: 1,
      points: points.map(([category, title, content], i) => ({
        id: 901 + i,
        category,
        title,
        content,
        images: i === 0 ? [{ url: 'selling/2026/11/thermage.jpg' }] : [],
        sort: i + 1,
      })),
      auditStatus: 2,
      rejectReason: null,
      submitTime: formatDateTime(submitted),
      auditTime: formatDateTime(submitted + 29 * 3_600_000),
    },
  ];
}
