/**
 * The staff's shifts around the seed's day: every enabled account (the main account and the
 * sub-accounts of /hospital/account) has a stored rota for the reference's month and the next
 * (rotas are planned a month ahead): two rest days a week, mostly full days, some mornings,
 * afternoons and evenings, now and then a remark. Doctors are not stored here: a doctor's month
 * reads from the doctor's default week until a sheet saves it (mocks/domain/schedules.ts).
 */
import { SchedulePersonType, ScheduleShift } from '@generated/main/model';
import { SHIFT_HOURS } from '../../src/lib/schedule/schedule-sheet.ts';
import { DAY, cstMs, formatDate, type Rng } from './random.ts';
import type { SandboxAccount, ScheduleRow } from './state.ts';

const WORK_SHIFTS = [ScheduleShift.FullDay, ScheduleShift.Morning, ScheduleShift.Afternoon, ScheduleShift.Evening] as const;
const WORK_WEIGHTS = [6, 2, 2, 1.5] as const;
const REMARKS = ['前台接待', '客户回访', '新员工带教', '院内培训', '活动现场支持'] as const;

/** The dates from the first of the reference's month to the last of the next month ('yyyy-MM-dd'). */
function rotaDates(reference: number): string[] {
  const [year = 1970, month = 1] = formatDate(reference).split('-').map(Number);
  const from = cstMs(year, month, 1);
  // Date.UTC rolls month 13 and 14 over into the next year.
  const to = cstMs(year, month + 2, 1) - DAY;
  return Array.from({ length: Math.round((to - from) / DAY) + 1 }, (_, i) => formatDate(from + i * DAY));
}

export function seedStaffSchedules(rng: Rng, reference: number, accounts: readonly SandboxAccount[]): ScheduleRow[] {
  const dates = rotaDates(reference);
  return accounts
    .filter((a) => a.enabled)
    .flatMap((account) => {
      // Two rest weekdays per person, kept for the whole rota.
      const restDays = new Set(rng.sample([0, 1, 2, 3, 4, 5, 6], 2));
      return dates.map((date): ScheduleRow => {
        const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
        const shift = restDays.has(weekday) ? ScheduleShift.Rest : rng.weighted(WORK_SHIFTS, WORK_WEIGHTS);
        const hours = SHIFT_HOURS[shift];
        return {
          personType: SchedulePersonType.Staff,
          personId: account.userInfo.id,
          date,
          shift,
          startTime: hours?.[0] ?? null,
          endTime: hours?.[1] ?? null,
          remark: shift !== ScheduleShift.Rest && rng.chance(0.06) ? rng.pick(REMARKS) : null,
        };
      });
    });
}
