/**
 * The one enum-label table (specification, section 3): every enum the platform sends as a
 * number, with the text key of each value's label (enum-texts.ts) and the colour its tag shows. Tags,
 * select options and exports all read it, so a status reads the same everywhere; a value the
 * table does not know reads 'unknown status'.
 *
 * Colours are antd's preset tag colours, chosen by meaning: progress blue, success green, a
 * warning gold, an ended or negative state grey/red.
 */
import {
  BulletinStatus,
  ClientTrackEventType,
  CustomerGender,
  CustomerRepeatAction,
  CustomerSourceChannel,
  DealType,
  FollowIncentiveOrderStatus,
  FollowIncentivePlanStatus,
  FollowStatus,
  OrderRepeatStatus,
  Rating,
  ScheduleShift,
  StudyCenterLearnStatus,
  ThirdPartyOrderStatus,
  ThirdPartyPlatform,
  VerificationStatus,
} from '@generated/main/model';
import type { PlainKeyOf } from '../i18n/catalogue.ts';
import { translator } from '../i18n/translate.ts';
import { enumTexts } from './enum-texts.ts';

type EnumTextKey = PlainKeyOf<typeof enumTexts>;
// enumLabel and enumOptions run outside render (columns, exports), so a `t` that reads the language when called.
const t = translator(enumTexts);

export interface EnumEntry {
  label: EnumTextKey;
  color: string;
}

type EnumTable = ReadonlyMap<number, EnumEntry>;

const table = (entries: [number, EnumTextKey, string][]): EnumTable =>
  new Map(entries.map(([value, label, color]) => [value, { label, color }]));

export const ENUMS = {
  followStatus: table([
    [FollowStatus.FollowUp, 'enums.followStatus.1', 'processing'],
    [FollowStatus.Met, 'enums.followStatus.2', 'cyan'],
    [FollowStatus.Deal, 'enums.followStatus.4', 'success'],
    [FollowStatus.Duplicate, 'enums.followStatus.5', 'default'],
    [FollowStatus.NoVisit, 'enums.followStatus.6', 'warning'],
    [FollowStatus.DepositPaid, 'enums.followStatus.7', 'gold'],
  ]),
  dealType: table([
    [DealType.Normal, 'enums.dealType.0', 'default'],
    [DealType.Deposit, 'enums.dealType.1', 'gold'],
    [DealType.BalancePayment, 'enums.dealType.2', 'blue'],
    [DealType.ExaminationFee, 'enums.dealType.3', 'cyan'],
    [DealType.SpecialPriceProject, 'enums.dealType.4', 'magenta'],
    [DealType.SuperMemberFee, 'enums.dealType.5', 'purple'],
    [DealType.SurgeryProject, 'enums.dealType.6', 'volcano'],
    [DealType.TreatmentProject, 'enums.dealType.7', 'geekblue'],
  ]),
  rating: table([
    [Rating.VeryPoor, 'enums.rating.1', 'red'],
    [Rating.Poor, 'enums.rating.2', 'orange'],
    [Rating.Average, 'enums.rating.3', 'default'],
    [Rating.Good, 'enums.rating.4', 'green'],
    [Rating.Excellent, 'enums.rating.5', 'success'],
  ]),
  bulletinStatus: table([
    [BulletinStatus.Draft, 'enums.bulletinStatus.0', 'default'],
    [BulletinStatus.UnderReview, 'enums.bulletinStatus.1', 'processing'],
    [BulletinStatus.Published, 'enums.bulletinStatus.2', 'success'],
    [BulletinStatus.Rejected, 'enums.bulletinStatus.3', 'error'],
  ]),
  // The order workbench's side areas: verification codes, third-party orders, customer tracking, duplicate judgement.
  verificationStatus: table([
    [VerificationStatus.Unused, 'enums.verificationStatus.0', 'processing'],
    [VerificationStatus.PartlyUsed, 'enums.verificationStatus.1', 'cyan'],
    [VerificationStatus.Used, 'enums.verificationStatus.2', 'success'],
    [VerificationStatus.Refunded, 'enums.verificationStatus.3', 'default'],
    [VerificationStatus.Expired, 'enums.verificationStatus.4', 'error'],
  ]),
  incentiveOrderStatus: table([
    [FollowIncentiveOrderStatus.AwaitingFollow, 'enums.incentiveOrderStatus.1', 'processing'],
    [FollowIncentiveOrderStatus.FollowedInTime, 'enums.incentiveOrderStatus.2', 'success'],
    [FollowIncentiveOrderStatus.FollowedLate, 'enums.incentiveOrderStatus.3', 'warning'],
    [FollowIncentiveOrderStatus.Overdue, 'enums.incentiveOrderStatus.4', 'error'],
    [FollowIncentiveOrderStatus.Invalid, 'enums.incentiveOrderStatus.5', 'default'],
  ]),
  incentivePlanStatus: table([
    [FollowIncentivePlanStatus.NotStarted, 'enums.incentivePlanStatus.0', 'blue'],
    [FollowIncentivePlanStatus.InProgress, 'enums.incentivePlanStatus.1', 'processing'],
    [FollowIncentivePlanStatus.Settling, 'enums.incentivePlanStatus.2', 'gold'],
    [FollowIncentivePlanStatus.Settled, 'enums.incentivePlanStatus.3', 'default'],
  ]),
  learnStatus: table([
    [StudyCenterLearnStatus.NotStarted, 'enums.learnStatus.0', 'default'],
    [StudyCenterLearnStatus.Learning, 'enums.learnStatus.1', 'processing'],
    [StudyCenterLearnStatus.Finished, 'enums.learnStatus.2', 'success'],
  ]),
  scheduleShift: table([
    [ScheduleShift.Rest, 'enums.scheduleShift.0', 'default'],
    [ScheduleShift.FullDay, 'enums.scheduleShift.1', 'success'],
    [ScheduleShift.Morning, 'enums.scheduleShift.2', 'blue'],
    [ScheduleShift.Afternoon, 'enums.scheduleShift.3', 'cyan'],
    [ScheduleShift.Evening, 'enums.scheduleShift.4', 'purple'],
  ]),
  thirdPartyPlatform: table([
    [ThirdPartyPlatform.Meituan, 'enums.thirdPartyPlatform.1', 'gold'],
    [ThirdPartyPlatform.Dianping, 'enums.thirdPartyPlatform.2', 'orange'],
    [ThirdPartyPlatform.Douyin, 'enums.thirdPartyPlatform.3', 'default'],
    [ThirdPartyPlatform.Kuaishou, 'enums.thirdPartyPlatform.4', 'volcano'],
    [ThirdPartyPlatform.Xiaohongshu, 'enums.thirdPartyPlatform.5', 'red'],
    [ThirdPartyPlatform.Other, 'enums.thirdPartyPlatform.9', 'default'],
  ]),
  thirdPartyOrderStatus: table([
    [ThirdPartyOrderStatus.Paid, 'enums.thirdPartyOrderStatus.1', 'processing'],
    [ThirdPartyOrderStatus.WrittenOff, 'enums.thirdPartyOrderStatus.2', 'success'],
    [ThirdPartyOrderStatus.Refunding, 'enums.thirdPartyOrderStatus.3', 'warning'],
    [ThirdPartyOrderStatus.Refunded, 'enums.thirdPartyOrderStatus.4', 'default'],
    [ThirdPartyOrderStatus.Expired, 'enums.thirdPartyOrderStatus.5', 'error'],
  ]),
  clientTrackEvent: table([
    [ClientTrackEventType.ViewedHospital, 'enums.clientTrackEvent.1', 'default'],
    [ClientTrackEventType.ViewedDoctor, 'enums.clientTrackEvent.2', 'blue'],
    [ClientTrackEventType.ViewedProduct, 'enums.clientTrackEvent.3', 'geekblue'],
    [ClientTrackEventType.ViewedCase, 'enums.clientTrackEvent.4', 'purple'],
    [ClientTrackEventType.ViewedActivity, 'enums.clientTrackEvent.5', 'magenta'],
    [ClientTrackEventType.Consulted, 'enums.clientTrackEvent.6', 'cyan'],
    [ClientTrackEventType.Favourited, 'enums.clientTrackEvent.7', 'gold'],
    [ClientTrackEventType.Ordered, 'enums.clientTrackEvent.8', 'success'],
    [ClientTrackEventType.Appraised, 'enums.clientTrackEvent.9', 'orange'],
  ]),
  repeatStatus: table([
    [OrderRepeatStatus.Unjudged, 'enums.repeatStatus.0', 'warning'],
    [OrderRepeatStatus.Repeat, 'enums.repeatStatus.1', 'default'],
    [OrderRepeatStatus.NotRepeat, 'enums.repeatStatus.2', 'success'],
    [OrderRepeatStatus.UnderReview, 'enums.repeatStatus.3', 'processing'],
  ]),
  customerSourceChannel: table([
    [CustomerSourceChannel.PlatformDispatch, 'enums.customerSourceChannel.1', 'blue'],
    [CustomerSourceChannel.StrictSelect, 'enums.customerSourceChannel.2', 'purple'],
    [CustomerSourceChannel.ECommerce, 'enums.customerSourceChannel.3', 'magenta'],
    [CustomerSourceChannel.ThirdParty, 'enums.customerSourceChannel.4', 'orange'],
    [CustomerSourceChannel.VisitorChat, 'enums.customerSourceChannel.5', 'cyan'],
    [CustomerSourceChannel.HospitalEntered, 'enums.customerSourceChannel.6', 'default'],
  ]),
  customerGender: table([
    [CustomerGender.Unknown, 'enums.customerGender.0', 'default'],
    [CustomerGender.Male, 'enums.customerGender.1', 'blue'],
    [CustomerGender.Female, 'enums.customerGender.2', 'magenta'],
  ]),
  customerRepeatAction: table([
    [CustomerRepeatAction.Repeat, 'enums.customerRepeatAction.1', 'default'],
    [CustomerRepeatAction.NotRepeat, 'enums.customerRepeatAction.2', 'success'],
    [CustomerRepeatAction.AutoCheck, 'enums.customerRepeatAction.3', 'warning'],
  ]),
} satisfies Record<string, EnumTable>;

export type EnumKind = keyof typeof ENUMS;

const UNKNOWN: EnumEntry = { label: 'enums.unknownStatus', color: 'default' };

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
