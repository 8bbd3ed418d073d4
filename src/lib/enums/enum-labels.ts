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
  AutoReplyType,
  ActivityBusinessStatus,
  ActivityPlatformStatus,
  ActivityRegistrationStatus,
  BulletinStatus,
  ClientTrackEventType,
  ContractStatus,
  ContractType,
  CustomerGender,
  CustomerRepeatAction,
  CustomerSourceChannel,
  DealType,
  FinanceBillCertificateType,
  FinanceBillErrorHandleStatus,
  FinanceBillErrorType,
  FinanceBillEvidenceStatus,
  FinanceBillHistoryAction,
  FinanceBillPayStatus,
  FinanceBillStatus,
  FinanceInvoiceStatus,
  FinanceInvoiceType,
  PayContactAccountType,
  PayContactMerchantType,
  PayContactSignStatus,
  EcOrderRefundStatus,
  EcOrderVerifyStatus,
  EcProductStatus,
  EcSettlementStatus,
  EcVerifyCodeStatus,
  DoctorAuditStatus,
  DoctorOnlineStatus,
  DoctorTitle,
  FollowIncentiveOrderStatus,
  FollowIncentivePlanStatus,
  FollowStatus,
  FollowTaskStatus,
  FollowTaskType,
  HospitalAuditStatus,
  HospitalAuditType,
  HospitalLevel,
  HospitalPaperKind,
  HospitalPaperStatus,
  HospitalType,
  OrderRepeatStatus,
  ProjectCertificationAuditStatus,
  ProjectCertificationKind,
  SetupProjectStatus,
  FineCaseAuditStatus,
  FineCaseGender,
  SellingPointCategory,
  ReferralPageStatus,
  DoctorSittingSource,
  DoctorSittingStatus,
  Rating,
  SubAccountStatus,
  SaleActivityStatus,
  SaleActivityType,
  StrictSelectActivityStatus,
  StrictSelectBillStatus,
  CreativeKind,
  StrictSelectRefundStatus,
  StrictSelectRegistrationStatus,
  StrictSelectVerifyStatus,
  SchedulePersonType,
  ScheduleShift,
  StudyCenterLearnStatus,
  ThirdPartyOrderStatus,
  ThirdPartyPlatform,
  VerificationStatus,
} from '@generated/main/model';
import { ChatMemberRole, ChatUserType } from '@generated/chat/model';
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
  schedulePersonType: table([
    [SchedulePersonType.Doctor, 'enums.schedulePersonType.1', 'geekblue'],
    [SchedulePersonType.Staff, 'enums.schedulePersonType.2', 'orange'],
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
  followTaskStatus: table([
    [FollowTaskStatus.Pending, 'enums.followTaskStatus.0', 'processing'],
    [FollowTaskStatus.Done, 'enums.followTaskStatus.1', 'success'],
    [FollowTaskStatus.Overdue, 'enums.followTaskStatus.2', 'error'],
    [FollowTaskStatus.Closed, 'enums.followTaskStatus.3', 'default'],
  ]),
  followTaskType: table([
    [FollowTaskType.FirstContact, 'enums.followTaskType.1', 'blue'],
    [FollowTaskType.ConfirmAppointment, 'enums.followTaskType.2', 'cyan'],
    [FollowTaskType.VisitFollowUp, 'enums.followTaskType.3', 'geekblue'],
    [FollowTaskType.ReturnVisit, 'enums.followTaskType.4', 'green'],
    [FollowTaskType.Special, 'enums.followTaskType.5', 'purple'],
  ]),
  // Finance (/finance/bill, /finance/invoice).
  financeBillStatus: table([
    [FinanceBillStatus.Draft, 'enums.financeBillStatus.0', 'default'],
    [FinanceBillStatus.Submitted, 'enums.financeBillStatus.1', 'processing'],
    [FinanceBillStatus.Confirmed, 'enums.financeBillStatus.2', 'success'],
    [FinanceBillStatus.Error, 'enums.financeBillStatus.3', 'error'],
  ]),
  financeBillPayStatus: table([
    [FinanceBillPayStatus.Unpaid, 'enums.financeBillPayStatus.0', 'default'],
    [FinanceBillPayStatus.PartlyPaid, 'enums.financeBillPayStatus.1', 'warning'],
    [FinanceBillPayStatus.Paid, 'enums.financeBillPayStatus.2', 'success'],
  ]),
  financeBillHistoryAction: table(
    Object.values(FinanceBillHistoryAction).map((v) => [
      v,
      `enums.financeBillHistoryAction.${v}`,
      v === 7 ? 'error' : v === 6 || v === 9 ? 'success' : 'processing',
    ]),
  ),
  financeBillCertificateType: table(
    Object.values(FinanceBillCertificateType).map((v) => [v, `enums.financeBillCertificateType.${v}`, 'blue']),
  ),
  financeBillErrorType: table(Object.values(FinanceBillErrorType).map((v) => [v, `enums.financeBillErrorType.${v}`, 'default'])),
  financeBillErrorHandleStatus: table([
    [FinanceBillErrorHandleStatus.Pending, 'enums.financeBillErrorHandleStatus.0', 'processing'],
    [FinanceBillErrorHandleStatus.Corrected, 'enums.financeBillErrorHandleStatus.1', 'success'],
    [FinanceBillErrorHandleStatus.Dismissed, 'enums.financeBillErrorHandleStatus.2', 'default'],
  ]),
  financeBillEvidenceStatus: table([
    [FinanceBillEvidenceStatus.Pending, 'enums.financeBillEvidenceStatus.0', 'processing'],
    [FinanceBillEvidenceStatus.Accepted, 'enums.financeBillEvidenceStatus.1', 'success'],
    [FinanceBillEvidenceStatus.Rejected, 'enums.financeBillEvidenceStatus.2', 'error'],
  ]),
  financeInvoiceStatus: table([
    [FinanceInvoiceStatus.Applied, 'enums.financeInvoiceStatus.1', 'processing'],
    [FinanceInvoiceStatus.Issued, 'enums.financeInvoiceStatus.2', 'success'],
    [FinanceInvoiceStatus.Rejected, 'enums.financeInvoiceStatus.3', 'error'],
    [FinanceInvoiceStatus.Voided, 'enums.financeInvoiceStatus.4', 'default'],
  ]),
  financeInvoiceType: table([
    [FinanceInvoiceType.ElectronicGeneral, 'enums.financeInvoiceType.1', 'blue'],
    [FinanceInvoiceType.Special, 'enums.financeInvoiceType.2', 'purple'],
  ]),
  // Account signing (/finance/accountSigning).
  payContactSignStatus: table([
    [PayContactSignStatus.NotStarted, 'enums.payContactSignStatus.0', 'default'],
    [PayContactSignStatus.Draft, 'enums.payContactSignStatus.1', 'default'],
    [PayContactSignStatus.UnderReview, 'enums.payContactSignStatus.2', 'processing'],
    [PayContactSignStatus.Rejected, 'enums.payContactSignStatus.3', 'error'],
    [PayContactSignStatus.ToSign, 'enums.payContactSignStatus.4', 'warning'],
    [PayContactSignStatus.Signed, 'enums.payContactSignStatus.5', 'success'],
  ]),
  payContactMerchantType: table([
    [PayContactMerchantType.Enterprise, 'enums.payContactMerchantType.1', 'blue'],
    [PayContactMerchantType.IndividualBusiness, 'enums.payContactMerchantType.2', 'cyan'],
  ]),
  payContactAccountType: table([
    [PayContactAccountType.Corporate, 'enums.payContactAccountType.1', 'blue'],
    [PayContactAccountType.LegalPersonal, 'enums.payContactAccountType.2', 'cyan'],
  ]),
  // E-commerce (/ec): products, and orders with their verification codes and refunds.
  ecSettlementStatus: table([
    [EcSettlementStatus.Accruing, 'enums.ecSettlementStatus.0', 'processing'],
    [EcSettlementStatus.ToSettle, 'enums.ecSettlementStatus.1', 'warning'],
    [EcSettlementStatus.Settled, 'enums.ecSettlementStatus.2', 'success'],
  ]),
  ecProductStatus: table([
    [EcProductStatus.OnSale, 'enums.ecProductStatus.0', 'success'],
    [EcProductStatus.PendingReview, 'enums.ecProductStatus.1', 'processing'],
    [EcProductStatus.Rejected, 'enums.ecProductStatus.2', 'error'],
    [EcProductStatus.PlatformTakenDown, 'enums.ecProductStatus.3', 'warning'],
    [EcProductStatus.TakenDown, 'enums.ecProductStatus.5', 'default'],
  ]),
  ecOrderVerifyStatus: table([
    [EcOrderVerifyStatus.Unused, 'enums.ecOrderVerifyStatus.0', 'processing'],
    [EcOrderVerifyStatus.PartlyUsed, 'enums.ecOrderVerifyStatus.1', 'cyan'],
    [EcOrderVerifyStatus.AllUsed, 'enums.ecOrderVerifyStatus.2', 'success'],
    [EcOrderVerifyStatus.Expired, 'enums.ecOrderVerifyStatus.3', 'error'],
    [EcOrderVerifyStatus.Invalid, 'enums.ecOrderVerifyStatus.4', 'default'],
  ]),
  ecVerifyCodeStatus: table([
    [EcVerifyCodeStatus.Unused, 'enums.ecVerifyCodeStatus.0', 'processing'],
    [EcVerifyCodeStatus.Used, 'enums.ecVerifyCodeStatus.1', 'success'],
    [EcVerifyCodeStatus.Expired, 'enums.ecVerifyCodeStatus.2', 'error'],
    [EcVerifyCodeStatus.Invalid, 'enums.ecVerifyCodeStatus.3', 'default'],
  ]),
  ecOrderRefundStatus: table([
    [EcOrderRefundStatus.None, 'enums.ecOrderRefundStatus.0', 'default'],
    [EcOrderRefundStatus.Requested, 'enums.ecOrderRefundStatus.1', 'warning'],
    [EcOrderRefundStatus.Refunded, 'enums.ecOrderRefundStatus.2', 'default'],
    [EcOrderRefundStatus.Refused, 'enums.ecOrderRefundStatus.3', 'error'],
  ]),
  // The hospital profile (/hospital/hospitalInfo) and its reviews.
  hospitalAuditStatus: table([
    [HospitalAuditStatus.Pending, 'enums.hospitalAuditStatus.1', 'processing'],
    [HospitalAuditStatus.Approved, 'enums.hospitalAuditStatus.2', 'success'],
    [HospitalAuditStatus.Rejected, 'enums.hospitalAuditStatus.3', 'error'],
    [HospitalAuditStatus.Withdrawn, 'enums.hospitalAuditStatus.4', 'default'],
  ]),
  hospitalAuditType: table([
    [HospitalAuditType.BaseInfo, 'enums.hospitalAuditType.1', 'blue'],
    [HospitalAuditType.Paper, 'enums.hospitalAuditType.2', 'geekblue'],
    [HospitalAuditType.Honor, 'enums.hospitalAuditType.3', 'gold'],
  ]),
  hospitalPaperStatus: table([
    [HospitalPaperStatus.Valid, 'enums.hospitalPaperStatus.1', 'success'],
    [HospitalPaperStatus.Expiring, 'enums.hospitalPaperStatus.2', 'warning'],
    [HospitalPaperStatus.Expired, 'enums.hospitalPaperStatus.3', 'error'],
  ]),
  hospitalPaperKind: table([
    [HospitalPaperKind.BusinessLicence, 'enums.hospitalPaperKind.1', 'default'],
    [HospitalPaperKind.MedicalInstitutionLicence, 'enums.hospitalPaperKind.2', 'default'],
    [HospitalPaperKind.AdReviewProof, 'enums.hospitalPaperKind.3', 'default'],
    [HospitalPaperKind.AnaesthesiaSealCard, 'enums.hospitalPaperKind.4', 'default'],
  ]),
  hospitalType: table([
    [HospitalType.Clinic, 'enums.hospitalType.1', 'default'],
    [HospitalType.OutpatientDepartment, 'enums.hospitalType.2', 'default'],
    [HospitalType.CosmeticHospital, 'enums.hospitalType.3', 'default'],
    [HospitalType.GeneralHospitalDepartment, 'enums.hospitalType.4', 'default'],
  ]),
  hospitalLevel: table([
    [HospitalLevel.Unrated, 'enums.hospitalLevel.0', 'default'],
    [HospitalLevel.LevelOne, 'enums.hospitalLevel.1', 'default'],
    [HospitalLevel.LevelTwo, 'enums.hospitalLevel.2', 'default'],
    [HospitalLevel.LevelThree, 'enums.hospitalLevel.3', 'default'],
  ]),
  subAccountStatus: table([
    [SubAccountStatus.Disabled, 'enums.subAccountStatus.0', 'default'],
    [SubAccountStatus.Enabled, 'enums.subAccountStatus.1', 'success'],
    [SubAccountStatus.Expired, 'enums.subAccountStatus.2', 'error'],
  ]),
  // Doctors (/hospital/doctor): the platform's review of the profile, whether patients see the doctor, the title.
  doctorAuditStatus: table([
    [DoctorAuditStatus.Pending, 'enums.doctorAuditStatus.1', 'processing'],
    [DoctorAuditStatus.Approved, 'enums.doctorAuditStatus.2', 'success'],
    [DoctorAuditStatus.Rejected, 'enums.doctorAuditStatus.3', 'error'],
  ]),
  doctorOnlineStatus: table([
    [DoctorOnlineStatus.Offline, 'enums.doctorOnlineStatus.0', 'default'],
    [DoctorOnlineStatus.Online, 'enums.doctorOnlineStatus.1', 'green'],
  ]),
  doctorTitle: table([
    [DoctorTitle.ChiefPhysician, 'enums.doctorTitle.1', 'purple'],
    [DoctorTitle.AssociateChiefPhysician, 'enums.doctorTitle.2', 'geekblue'],
    [DoctorTitle.AttendingPhysician, 'enums.doctorTitle.3', 'blue'],
  ]),
  // The drug and device qualification library (/hospital/projectCertification).
  certificationAuditStatus: table([
    [ProjectCertificationAuditStatus.Pending, 'enums.certificationAuditStatus.1', 'processing'],
    [ProjectCertificationAuditStatus.Approved, 'enums.certificationAuditStatus.2', 'success'],
    [ProjectCertificationAuditStatus.Rejected, 'enums.certificationAuditStatus.3', 'error'],
    [ProjectCertificationAuditStatus.Revoked, 'enums.certificationAuditStatus.4', 'default'],
  ]),
  certificationKind: table([
    [ProjectCertificationKind.Drug, 'enums.certificationKind.1', 'cyan'],
    [ProjectCertificationKind.MedicalDevice, 'enums.certificationKind.2', 'geekblue'],
  ]),
  // Project opening (/hospital/project).
  setupProjectStatus: table([
    [SetupProjectStatus.PendingReview, 'enums.setupProjectStatus.0', 'processing'],
    [SetupProjectStatus.Opened, 'enums.setupProjectStatus.1', 'success'],
    [SetupProjectStatus.Rejected, 'enums.setupProjectStatus.2', 'error'],
    [SetupProjectStatus.Withdrawn, 'enums.setupProjectStatus.3', 'default'],
    [SetupProjectStatus.Closed, 'enums.setupProjectStatus.4', 'default'],
  ]),
  // The fine-case library (/hospital/case).
  fineCaseAuditStatus: table([
    [FineCaseAuditStatus.Pending, 'enums.fineCaseAuditStatus.1', 'processing'],
    [FineCaseAuditStatus.Approved, 'enums.fineCaseAuditStatus.2', 'success'],
    [FineCaseAuditStatus.Rejected, 'enums.fineCaseAuditStatus.3', 'error'],
  ]),
  fineCaseGender: table([
    [FineCaseGender.Male, 'enums.fineCaseGender.1', 'blue'],
    [FineCaseGender.Female, 'enums.fineCaseGender.2', 'magenta'],
  ]),
  // Selling points (/hospital/hospitalSelling).
  sellingPointCategory: table([
    [SellingPointCategory.Qualification, 'enums.sellingPointCategory.1', 'green'],
    [SellingPointCategory.Doctors, 'enums.sellingPointCategory.2', 'purple'],
    [SellingPointCategory.Equipment, 'enums.sellingPointCategory.3', 'geekblue'],
    [SellingPointCategory.Service, 'enums.sellingPointCategory.4', 'gold'],
    [SellingPointCategory.Environment, 'enums.sellingPointCategory.5', 'cyan'],
    [SellingPointCategory.Price, 'enums.sellingPointCategory.6', 'volcano'],
  ]),
  // Referral pages (/hospital/referral).
  referralPageStatus: table([
    [ReferralPageStatus.Offline, 'enums.referralPageStatus.0', 'default'],
    [ReferralPageStatus.Online, 'enums.referralPageStatus.1', 'green'],
  ]),
  // Doctor sitting applications (/hospital/addSit).
  doctorSittingSource: table([
    [DoctorSittingSource.DoctorApplied, 'enums.doctorSittingSource.1', 'blue'],
    [DoctorSittingSource.HospitalInvited, 'enums.doctorSittingSource.2', 'purple'],
  ]),
  doctorSittingStatus: table([
    [DoctorSittingStatus.Pending, 'enums.doctorSittingStatus.1', 'processing'],
    [DoctorSittingStatus.Dealt, 'enums.doctorSittingStatus.2', 'success'],
    [DoctorSittingStatus.Rejected, 'enums.doctorSittingStatus.3', 'error'],
    [DoctorSittingStatus.Cancelled, 'enums.doctorSittingStatus.4', 'default'],
    [DoctorSittingStatus.Expired, 'enums.doctorSittingStatus.5', 'default'],
  ]),
  // The hospital's agreements with the platform (/hospital/contract).
  contractType: table([
    [ContractType.Cooperation, 'enums.contractType.1', 'blue'],
    [ContractType.Ecommerce, 'enums.contractType.2', 'magenta'],
    [ContractType.StrictSelect, 'enums.contractType.3', 'purple'],
    [ContractType.Promotion, 'enums.contractType.4', 'orange'],
  ]),
  contractStatus: table([
    [ContractStatus.ToSign, 'enums.contractStatus.0', 'warning'],
    [ContractStatus.UnderReview, 'enums.contractStatus.1', 'processing'],
    [ContractStatus.InEffect, 'enums.contractStatus.2', 'success'],
    [ContractStatus.Rejected, 'enums.contractStatus.3', 'error'],
    [ContractStatus.Expired, 'enums.contractStatus.4', 'default'],
    [ContractStatus.Terminated, 'enums.contractStatus.5', 'default'],
  ]),
  // Activities (designed): platform activity phases, the hospital's registration, its own activities.
  activityPlatformStatus: table([
    [ActivityPlatformStatus.RegistrationNotOpen, 'enums.activityPlatformStatus.1', 'default'],
    [ActivityPlatformStatus.RegistrationOpen, 'enums.activityPlatformStatus.2', 'processing'],
    [ActivityPlatformStatus.RegistrationClosed, 'enums.activityPlatformStatus.3', 'warning'],
    [ActivityPlatformStatus.InProgress, 'enums.activityPlatformStatus.4', 'success'],
    [ActivityPlatformStatus.Ended, 'enums.activityPlatformStatus.5', 'default'],
  ]),
  activityRegistrationStatus: table([
    [ActivityRegistrationStatus.NotSignedUp, 'enums.activityRegistrationStatus.0', 'default'],
    [ActivityRegistrationStatus.PendingReview, 'enums.activityRegistrationStatus.1', 'processing'],
    [ActivityRegistrationStatus.Approved, 'enums.activityRegistrationStatus.2', 'success'],
    [ActivityRegistrationStatus.Rejected, 'enums.activityRegistrationStatus.3', 'error'],
    [ActivityRegistrationStatus.Cancelled, 'enums.activityRegistrationStatus.4', 'default'],
  ]),
  activityBusinessStatus: table([
    [ActivityBusinessStatus.Draft, 'enums.activityBusinessStatus.0', 'default'],
    [ActivityBusinessStatus.UnderReview, 'enums.activityBusinessStatus.1', 'processing'],
    [ActivityBusinessStatus.Rejected, 'enums.activityBusinessStatus.2', 'error'],
    [ActivityBusinessStatus.NotStarted, 'enums.activityBusinessStatus.3', 'cyan'],
    [ActivityBusinessStatus.InProgress, 'enums.activityBusinessStatus.4', 'success'],
    [ActivityBusinessStatus.Ended, 'enums.activityBusinessStatus.5', 'default'],
    [ActivityBusinessStatus.Offline, 'enums.activityBusinessStatus.6', 'warning'],
  ]),
  creativeKind: table([
    [CreativeKind.Tool, 'enums.creativeKind.1', 'blue'],
    [CreativeKind.Poster, 'enums.creativeKind.2', 'magenta'],
    [CreativeKind.Article, 'enums.creativeKind.3', 'green'],
    [CreativeKind.ActivityCreative, 'enums.creativeKind.4', 'orange'],
  ]),
  saleActivityStatus: table([
    [SaleActivityStatus.NotStarted, 'enums.saleActivityStatus.1', 'cyan'],
    [SaleActivityStatus.InProgress, 'enums.saleActivityStatus.2', 'success'],
    [SaleActivityStatus.Stopped, 'enums.saleActivityStatus.3', 'warning'],
    [SaleActivityStatus.Ended, 'enums.saleActivityStatus.4', 'default'],
  ]),
  saleActivityType: table([
    [SaleActivityType.FlashSale, 'enums.saleActivityType.1', 'red'],
    [SaleActivityType.Discount, 'enums.saleActivityType.2', 'orange'],
    [SaleActivityType.NewCustomer, 'enums.saleActivityType.3', 'purple'],
  ]),
  strictSelectActivityStatus: table([
    [StrictSelectActivityStatus.RegistrationNotOpen, 'enums.strictSelectActivityStatus.1', 'default'],
    [StrictSelectActivityStatus.RegistrationOpen, 'enums.strictSelectActivityStatus.2', 'processing'],
    [StrictSelectActivityStatus.Selecting, 'enums.strictSelectActivityStatus.3', 'warning'],
    [StrictSelectActivityStatus.InProgress, 'enums.strictSelectActivityStatus.4', 'success'],
    [StrictSelectActivityStatus.Ended, 'enums.strictSelectActivityStatus.5', 'default'],
  ]),
  strictSelectRegistrationStatus: table([
    [StrictSelectRegistrationStatus.NotRegistered, 'enums.strictSelectRegistrationStatus.0', 'default'],
    [StrictSelectRegistrationStatus.Pending, 'enums.strictSelectRegistrationStatus.1', 'processing'],
    [StrictSelectRegistrationStatus.Selected, 'enums.strictSelectRegistrationStatus.2', 'success'],
    [StrictSelectRegistrationStatus.NotSelected, 'enums.strictSelectRegistrationStatus.3', 'error'],
    [StrictSelectRegistrationStatus.Cancelled, 'enums.strictSelectRegistrationStatus.4', 'default'],
  ]),
  strictSelectVerifyStatus: table([
    [StrictSelectVerifyStatus.Unused, 'enums.strictSelectVerifyStatus.0', 'processing'],
    [StrictSelectVerifyStatus.Verified, 'enums.strictSelectVerifyStatus.1', 'success'],
    [StrictSelectVerifyStatus.Expired, 'enums.strictSelectVerifyStatus.2', 'error'],
    [StrictSelectVerifyStatus.Invalid, 'enums.strictSelectVerifyStatus.3', 'default'],
  ]),
  strictSelectRefundStatus: table([
    [StrictSelectRefundStatus.None, 'enums.strictSelectRefundStatus.0', 'default'],
    [StrictSelectRefundStatus.Requested, 'enums.strictSelectRefundStatus.1', 'warning'],
    [StrictSelectRefundStatus.Refunded, 'enums.strictSelectRefundStatus.2', 'default'],
    [StrictSelectRefundStatus.Refused, 'enums.strictSelectRefundStatus.3', 'error'],
  ]),
  strictSelectBillStatus: table([
    [StrictSelectBillStatus.ToConfirm, 'enums.strictSelectBillStatus.0', 'processing'],
    [StrictSelectBillStatus.Confirmed, 'enums.strictSelectBillStatus.1', 'success'],
    [StrictSelectBillStatus.Error, 'enums.strictSelectBillStatus.2', 'error'],
    [StrictSelectBillStatus.Settled, 'enums.strictSelectBillStatus.3', 'default'],
  ]),
  chatMemberRole: table([
    [ChatMemberRole.Owner, 'enums.chatMemberRole.1', 'gold'],
    [ChatMemberRole.Admin, 'enums.chatMemberRole.2', 'blue'],
    [ChatMemberRole.Member, 'enums.chatMemberRole.3', 'default'],
  ]),
  chatUserType: table([
    [ChatUserType.Customer, 'enums.chatUserType.1', 'green'],
    [ChatUserType.HospitalStaff, 'enums.chatUserType.2', 'default'],
    [ChatUserType.PlatformCounselor, 'enums.chatUserType.3', 'purple'],
    [ChatUserType.System, 'enums.chatUserType.4', 'default'],
  ]),
  // Chat auto-reply rule kinds (designed).
  autoReplyType: table([
    [AutoReplyType.Welcome, 'enums.autoReplyType.1', 'green'],
    [AutoReplyType.Keyword, 'enums.autoReplyType.2', 'blue'],
    [AutoReplyType.OffHours, 'enums.autoReplyType.3', 'purple'],
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
