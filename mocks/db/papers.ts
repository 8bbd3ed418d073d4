/**
 * The hospital's licences and when they expire, relative to the seed's reference moment: the
 * papers tab of /hospital/hospitalInfo and the home page read the stored rows (seeded from here),
 * and the seeded notices 200105–200107 and 200602 name the same days.
 */
import { DAY, formatDate } from './random.ts';

const PAPERS = [
  {
    paperType: 1,
    paperName: '营业执照',
    daysLeft: 51,
    yearsValid: 20,
    number: '91310105MA1FW8XQ3K',
  },
  {
    paperType: 2,
    paperName: '医疗机构执业许可证',
    daysLeft: 41,
    yearsValid: 5,
    number: 'PDY00123731010517D1522',
  },
  {
    paperType: 3,
    paperName: '医疗广告审查证明',
    // Ten days: the specification's example of a paper whose warning shows on home and its tab.
    daysLeft: 10,
    yearsValid: 1,
    number: '沪医广【2025】第11-20-0347号',
  },
  {
    paperType: 4,
    paperName: '麻醉药品印鉴卡',
    daysLeft: 30,
    yearsValid: 3,
    number: '沪卫麻印字（2023）第0105-018号',
  },
] as const;

export type PaperType = (typeof PAPERS)[number]['paperType'];

export function hospitalPapers(reference: number): { paperType: PaperType; paperName: string; expireDate: string }[] {
  return PAPERS.map(({ paperType, paperName, daysLeft }) => ({ paperType, paperName, expireDate: formatDate(reference + daysLeft * DAY) }));
}

/** The seeded licences in full: number, validity from a whole number of years before the expiry day. */
export function seededPaperDetails(reference: number): {
  paperType: PaperType;
  paperName: string;
  number: string;
  validFrom: string;
  validTo: string;
}[] {
  return PAPERS.map(({ paperType, paperName, daysLeft, yearsValid, number }) => {
    const validTo = formatDate(reference + daysLeft * DAY);
    const validFrom = `${Number(validTo.slice(0, 4)) - yearsValid}${formatDate(reference + (daysLeft + 1) * DAY).slice(4)}`;
    return { paperType, paperName, number, validFrom, validTo };
  });
}

/** The expiry day of one licence. */
export const paperExpiry = (reference: number, paperType: PaperType): string =>
  hospitalPapers(reference).find((p) => p.paperType === paperType)?.expireDate ?? '';
