import { act, render, screen } from '@testing-library/react';
import { memo, useMemo } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineTexts } from './catalogue.ts';
import { resetLocale, setLocale } from './i18n.ts';
import type { TFor } from './translate.ts';
import { useT } from './use-t.ts';

const sample = defineTexts('useTSample', {
  'en-US': { title: 'Orders', left: { one: '{count} day left', other: '{count} days left' } },
  'zh-CN': { title: '订单', left: { other: '剩余 {count} 天' } },
});

afterEach(() => {
  localStorage.clear();
  resetLocale();
});

// A memoised child that gets `t` as a prop: it must follow the language too.
const Left = memo(function Left({ t, days }: { t: TFor<typeof sample>; days: number }) {
  return <p>{t('useTSample.left', { count: days })}</p>;
});

function Page({ days }: { days: number }) {
  const t = useT(sample);
  const heading = useMemo(() => t('useTSample.title'), [t]);
  return (
    <>
      <h1>{heading}</h1>
      <button type="button">{t('common.retry')}</button>
      <Left t={t} days={days} />
    </>
  );
}

describe('useT', () => {
  it('re-renders with the new language, memos and memoised children included', () => {
    setLocale('en-US');
    render(<Page days={1} />);
    expect(screen.getByRole('heading')).toHaveTextContent('Orders');
    expect(screen.getByRole('button')).toHaveTextContent('Retry');
    expect(screen.getByText('1 day left')).toBeInTheDocument();

    act(() => setLocale('zh-CN'));
    expect(screen.getByRole('heading')).toHaveTextContent('订单');
    expect(screen.getByRole('button')).toHaveTextContent('重试');
    expect(screen.getByText('剩余 1 天')).toBeInTheDocument();

    act(() => setLocale('en-US'));
    expect(screen.getByText('1 day left')).toBeInTheDocument();
  });

  it('writes the plural form of the count it is given', () => {
    setLocale('en-US');
    const { rerender } = render(<Page days={2} />);
    expect(screen.getByText('2 days left')).toBeInTheDocument();
    rerender(<Page days={1} />);
    expect(screen.getByText('1 day left')).toBeInTheDocument();
  });
});
