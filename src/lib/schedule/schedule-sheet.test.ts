/** The schedule sheet's reading: doctors and staff by kind, the doctor-only sheet still read, each row's problem. */
import { describe, expect, it } from 'vitest';
import { SchedulePersonType, ScheduleShift } from '@generated/main/model';
import { checkScheduleSheet, parseShift, scheduleSheetHeader, scheduleSheetRow } from './schedule-sheet.ts';

const DATES = ['2026-12-01', '2026-12-02'];
const HEADER = scheduleSheetHeader(DATES);

describe('schedule sheet', () => {
  it('reads doctor and staff rows by their kind, with one shift per date', () => {
    const sheet = checkScheduleSheet([
      HEADER,
      scheduleSheetRow(SchedulePersonType.Doctor, '李明华', [ScheduleShift.FullDay, ScheduleShift.Rest]),
      scheduleSheetRow(SchedulePersonType.Staff, '张慧敏', [ScheduleShift.Morning, ScheduleShift.Evening]),
    ]);
    expect(HEADER).toEqual(['类型', '姓名', '2026-12-01', '2026-12-02']);
    expect(sheet).toEqual({
      ok: true,
      dates: DATES,
      rows: [
        { row: 2, personType: 1, name: '李明华', shifts: [1, 0], problem: null, badDate: null },
        { row: 3, personType: 2, name: '张慧敏', shifts: [2, 4], problem: null, badDate: null },
      ],
    });
  });

  it('still reads the doctor-only sheet (医生, then dates): every row a doctor', () => {
    const sheet = checkScheduleSheet([
      ['医生', ...DATES],
      ['李明华', '上午', ''],
    ]);
    expect(sheet.ok && sheet.rows).toEqual([{ row: 2, personType: 1, name: '李明华', shifts: [2, 0], problem: null, badDate: null }]);
  });

  it("names each row's problem: unknown kind, missing name, a cell that is not a shift, the same person twice", () => {
    const sheet = checkScheduleSheet([
      HEADER,
      ['护士', '张慧敏', '全天', ''],
      ['员工', '', '全天', ''],
      ['员工', '刘佳琪', '全天', '午班'],
      ['员工', '张慧敏', '全天', ''],
      ['员工', '张慧敏', '上午', ''],
      // The same name as a doctor is another person.
      ['医生', '张慧敏', '上午', ''],
    ]);
    if (!sheet.ok) throw new Error(sheet.error);
    expect(sheet.rows.map((r) => [r.row, r.personType, r.problem, r.badDate])).toEqual([
      [2, null, 'unknownKind', null],
      [3, 2, 'missingName', null],
      [4, 2, 'unknownShift', '2026-12-02'],
      [5, 2, null, null],
      [6, 2, 'duplicatePerson', null],
      [7, 1, null, null],
    ]);
  });

  it('refuses a sheet whose columns are not kind, name and dates, an empty one, and one over 31 days', () => {
    expect(
      checkScheduleSheet([
        ['姓名', '类型', ...DATES],
        ['李明华', '医生', '全天', ''],
      ]),
    ).toEqual({ ok: false, error: 'columns' });
    expect(
      checkScheduleSheet([
        ['类型', '姓名', '12月1日'],
        ['医生', '李明华', '全天'],
      ]),
    ).toEqual({ ok: false, error: 'columns' });
    expect(checkScheduleSheet([HEADER, ['', '', '', '']])).toEqual({ ok: false, error: 'noRows' });
    const month = Array.from({ length: 32 }, (_, i) => `2026-12-${String(i + 1).padStart(2, '0')}`);
    expect(checkScheduleSheet([scheduleSheetHeader(month), ['员工', '张慧敏']])).toEqual({ ok: false, error: 'tooManyDays' });
  });

  it('reads a shift by its name or code; a blank cell is rest', () => {
    expect([parseShift('晚班'), parseShift('3'), parseShift(' '), parseShift('午班')]).toEqual([4, 3, 0, null]);
  });
});
