/**
 * The one enum-label table (specification, section 3): every enum the platform sends as a
 * number, with the catalogue key of each value's label and the colour its tag shows. Tags,
 * select options and exports all read it, so a status reads the same everywhere; a value the
 * table does not know reads 'unknown status'.
 *
 * Colours are antd's preset tag colours, chosen by meaning: progress blue, success green, a
 * warning gold, an ended or negative state grey/red.
 */
import { BulletinStatus, DealType, FollowStatus, Rating } from '@generated/main/model';
import type { MessageKey } from '../i18n/catalogue.ts';
import { t } from '../i18n/i18n.ts';

export interface EnumEntry {
  label: MessageKey;
  color: string;
}

type EnumTable = ReadonlyMap<number, EnumEntry>;

const table = (entries: [number, MessageKey, string][]): EnumTable =>
  new Map(entries.map(([value, label, color]) => [value, { label, color }]));

export const ENUMS = {
  followStatus: table([
    [FollowStatus.FollowUp, 'common.followStatus.1', 'processing'],
    [FollowStatus.Met, 'common.followStatus.2', 'cyan'],
    [FollowStatus.Deal, 'common.followStatus.4', 'success'],
    [FollowStatus.Duplicate, 'common.followStatus.5', 'default'],
    [FollowStatus.NoVisit, 'common.followStatus.6', 'warning'],
    [FollowStatus.DepositPaid, 'common.followStatus.7', 'gold'],
  ]),
  dealType: table([
    [DealType.Normal, 'common.dealType.0', 'default'],
    [DealType.Deposit, 'common.dealType.1', 'gold'],
    [DealType.BalancePayment, 'common.dealType.2', 'blue'],
    [DealType.ExaminationFee, 'common.dealType.3', 'cyan'],
    [DealType.SpecialPriceProject, 'common.dealType.4', 'magenta'],
    [DealType.SuperMemberFee, 'common.dealType.5', 'purple'],
    [DealType.SurgeryProject, 'common.dealType.6', 'volcano'],
    [DealType.TreatmentProject, 'common.dealType.7', 'geekblue'],
  ]),
  rating: table([
    [Rating.VeryPoor, 'common.rating.1', 'red'],
    [Rating.Poor, 'common.rating.2', 'orange'],
    [Rating.Average, 'common.rating.3', 'default'],
    [Rating.Good, 'common.rating.4', 'green'],
    [Rating.Excellent, 'common.rating.5', 'success'],
  ]),
  bulletinStatus: table([
    [BulletinStatus.Draft, 'common.bulletinStatus.0', 'default'],
    [BulletinStatus.UnderReview, 'common.bulletinStatus.1', 'processing'],
    [BulletinStatus.Published, 'common.bulletinStatus.2', 'success'],
    [BulletinStatus.Rejected, 'common.bulletinStatus.3', 'error'],
  ]),
} satisfies Record<string, EnumTable>;

export type EnumKind = keyof typeof ENUMS;

const UNKNOWN: EnumEntry = { label: 'common.unknownStatus', color: 'default' };

/** The entry of a value; unknown (or missing) values get 'unknown status'. */
export function enumEntry(kind: EnumKind, value: number | null | undefined): EnumEntry & { known: boolean } {
  const entry = value === null || value === undefined ? undefined : ENUMS[kind].get(Number(value));
  return entry ? { ...entry, known: true } : { ...UNKNOWN, known: false };
}

/** The label in the current language. */
export function enumLabel(kind: EnumKind, value: number | null | undefined): string {
  return t(enumEntry(kind, value).label);
}

/** `{ value, label }` for every known value, in table order (select and filter options). */
export function enumOptions(kind: EnumKind): { value: number; label: string }[] {
  return [...ENUMS[kind]].map(([value, entry]) => ({ value, label: t(entry.label) }));
}
