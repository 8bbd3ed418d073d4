import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enumLabel, enumOptions } from '@/lib/enums/enum-labels.ts';
import { setLocale } from '@/lib/i18n/i18n.ts';
import { EnumTag } from './enum-tag.tsx';

describe('the enum-label table (section 3)', () => {
  it('names follow statuses, deal types and ratings verbatim, anything else "unknown status"', () => {
    setLocale('en-US');
    expect([1, 2, 4, 5, 6, 7, 3, 0].map((value) => enumLabel('followStatus', value))).toEqual([
      'follow-up',
      'met',
      'deal',
      'duplicate',
      'no visit',
      'deposit paid',
      'unknown status',
      'unknown status',
    ]);
    expect(enumOptions('dealType').map((option) => option.label)).toEqual([
      'normal',
      'deposit',
      'balance payment',
      'examination fee',
      'special-price project',
      'super-member fee',
      'surgery project',
      'treatment project',
    ]);
    expect(enumOptions('rating').map((option) => `${option.value} ${option.label}`)).toEqual([
      '1 very poor',
      '2 poor',
      '3 average',
      '4 good',
      '5 excellent',
    ]);
    setLocale('zh-CN');
    expect(enumLabel('followStatus', 4)).toBe('已成交');
    expect(enumLabel('followStatus', null)).toBe('未知状态');
    setLocale('en-US');
  });
});

describe('EnumTag', () => {
  it('shows the label with the table’s colour', () => {
    render(
      <>
        <EnumTag kind="followStatus" value={4} />
        <EnumTag kind="followStatus" value={99} />
      </>,
    );
    expect(screen.getByText('deal')).toHaveClass('ant-tag-success');
    expect(screen.getByText('unknown status')).toBeInTheDocument();
  });
});
