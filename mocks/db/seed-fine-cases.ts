/**
 * The hospital's fine-case library (/hospital/case): before-and-after cases of catalogue projects
 * by the seeded approved doctors, in every review state — approved and shown, approved and hidden,
 * pending, rejected with the platform's reason.
 */
import type { Doctor, FineCase, FineCaseAuditStatus } from '@generated/main/model';
import { projectById } from './catalog.ts';
import { DAY, formatDate, formatDateTime } from './random.ts';

// [project, title, gender, age, recovery days, audit status, shown, description]
const PLAN: readonly [number, string, 1 | 2, number, number, FineCaseAuditStatus, boolean, string][] = [
  [301, '全切双眼皮+内眦开大术后3个月', 2, 26, 90, 2, true, '顾客单眼皮伴内眦赘皮，采用全切法重睑联合内眦开大，术后3个月双眼皮自然流畅。'],
  [302, '膨体隆鼻+耳软骨鼻尖塑形术后半年', 2, 29, 180, 2, true, '鼻梁低平、鼻尖圆钝，膨体垫高鼻梁，耳软骨塑形鼻尖，术后鼻型挺拔自然。'],
  [305, '玻尿酸填充泪沟术后1个月', 2, 34, 30, 2, true, '泪沟凹陷明显，注射交联玻尿酸0.8ml，术后面部疲态改善。'],
  [310, '热玛吉全面部紧致术后2个月', 2, 41, 60, 2, false, '面部轻度松弛，热玛吉全面部900发，术后下颌线更清晰。'],
  [306, '大腿环吸术后3个月', 2, 31, 90, 2, true, '大腿脂肪堆积，水动力环吸大腿，术后腿围减少4厘米。'],
  [304, '假体隆胸术后半年', 2, 33, 180, 1, false, '哺乳后胸部萎缩下垂，腋下切口植入假体，术后形态自然对称。'],
  [307, '肉毒素瘦咬肌术后1个月', 1, 27, 30, 3, false, '咬肌肥大，注射肉毒素100单位，术后脸型明显收窄。'],
  [314, '皮秒祛斑3次疗程后', 2, 38, 120, 2, true, '面部雀斑与晒斑，皮秒激光3次，色斑明显淡化。'],
  [309, '下颌角截骨术后8个月', 2, 25, 240, 1, false, '下颌角外翻，口内切口长曲线截骨，术后面部轮廓柔和。'],
  [313, '水光针补水3次疗程后', 2, 30, 90, 2, false, '皮肤干燥暗沉，水光针每月1次共3次，肤质水润透亮。'],
];

export function seedFineCases(ref: number, doctors: readonly Doctor[]): FineCase[] {
  const approved = doctors.filter((d) => d.auditStatus === 2);
  return PLAN.map(([projectId, title, customerGender, customerAge, recoveryDays, auditStatus, isShow, description], i) => {
    const id = 2401 + i;
    const doctor = approved[i % approved.length];
    const created = ref - (5 + i * 9) * DAY + (10 + (i % 7)) * 3_600_000;
    const operation = created - recoveryDays * DAY;
    const folder = `case/${formatDate(created).slice(0, 7).replace('-', '/')}`;
    return {
      id,
      title,
      projectId,
      projectName: projectById.get(projectId)?.name ?? '',
      doctorId: doctor?.id ?? null,
      doctorName: doctor?.name ?? null,
      customerGender,
      customerAge,
      operationDate: formatDate(operation),
      recoveryDays,
      beforeImages: [{ url: `${folder}/${id}-before-1.jpg` }, { url: `${folder}/${id}-before-2.jpg` }],
      afterImages: [{ url: `${folder}/${id}-after-1.jpg` }, { url: `${folder}/${id}-after-2.jpg` }],
      description,
      authorizationImages: [{ url: `${folder}/${id}-auth.jpg` }],
      isShow,
      auditStatus,
      rejectReason: auditStatus === 3 ? '术后照片拍摄角度与术前不一致，请补充同角度照片' : null,
      viewCount: isShow ? 300 + ((i * 397) % 2400) : auditStatus === 2 ? 40 + i * 7 : 0,
      createTime: formatDateTime(created),
      updateTime: formatDateTime(created + (auditStatus === 1 ? 0 : DAY)),
    };
  });
}
