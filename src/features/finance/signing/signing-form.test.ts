import { describe, expect, it } from 'vitest';
import { accountNameProblem, draftOf, valuesOf } from './signing-form.ts';

describe('signing form values', () => {
  it('round-trips a draft: images, dates and the region; blank text and empty images are left out', () => {
    const draft = {
      merchantType: 2 as const,
      companyName: '上海美莱医疗美容门诊部',
      businessLicence: { url: 'finance/sign/licence.jpg' },
      licenceExpireDate: '2031-06-30',
      idCardExpireDate: null,
      legalIdCardNo: '3101',
      provinceCode: '310000',
      cityCode: '310100',
    };
    const values = valuesOf(draft);
    expect(values.region).toEqual([310000, 310100]);
    expect(values.businessLicence).toEqual(['finance/sign/licence.jpg']);
    expect(values.legalIdCardFront).toEqual([]);
    expect(values.accountType).toBe(1);
    expect(draftOf({ ...values, contactName: '  ' })).toEqual({ ...draft, idCardExpireDate: undefined, accountType: 1 });
    expect(valuesOf(null)).toEqual({ merchantType: 1, accountType: 1 });
  });

  it('names an account name that does not fit its account type', () => {
    const base = { companyName: '某某医疗美容有限公司', legalName: '周建国' };
    expect(accountNameProblem({ ...base, accountType: 1, accountName: '周建国' })).toBe('corporate');
    expect(accountNameProblem({ ...base, accountType: 2, accountName: '某某医疗美容有限公司' })).toBe('personal');
    expect(accountNameProblem({ ...base, accountType: 2, accountName: '周建国' })).toBeNull();
    expect(accountNameProblem({ ...base, accountType: 1 })).toBeNull();
  });
});
