/**
 * The hospital's licences and when they expire, relative to the seed's reference moment: the home
 * page lists those expiring soon, and the notices 200105–200107 and 200602 name them.
 */
import { DAY, formatDate } from './random.ts';

const PAPERS = [
  { paperType: 1, paperName: '营业执照', daysLeft: 51 },
  { paperType: 2, paperName: '医疗机构执业许可证', daysLeft: 41 },
  { paperType: 3, paperName: '医疗广告审查证明', daysLeft: 25 },
  { paperType: 4, paperName: '麻醉药品印鉴卡', daysLeft: 30 },
] as const;

export type PaperType = (typeof PAPERS)[number]['paperType'];

export function hospitalPapers(reference: number): { paperType: PaperType; paperName: string; expireDate: string }[] {
  return PAPERS.map(({ paperType, paperName, daysLeft }) => ({ paperType, paperName, expireDate: formatDate(reference + daysLeft * DAY) }));
}

/** The expiry day of one licence. */
export const paperExpiry = (reference: number, paperType: PaperType): string =>
  hospitalPapers(reference).find((p) => p.paperType === paperType)?.expireDate ?? '';
