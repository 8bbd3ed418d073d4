/**
 * One language switch changes everything at once: our texts (through useT), antd's own words,
 * dayjs's dates, the page's `lang`.
 */
import { act, screen } from '@testing-library/react';
import { Empty } from 'antd';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { resetLocale, setLocale } from '@/lib/i18n/i18n.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { syncLocaleOutsideReact } from './locale-sync.ts';

function Screen() {
  const t = useT();
  return (
    <main>
      <button type="button">{t('common.retry')}</button>
      <Empty />
      <p data-testid="weekday">{dayjs('2026-01-05').format('dddd')}</p>
    </main>
  );
}

afterEach(() => {
  localStorage.clear();
  resetLocale();
});

describe('language switch', () => {
  it('changes our texts, antd, dayjs and the page language together', () => {
    setLocale('en-US');
    const stop = syncLocaleOutsideReact();
    renderWithProviders(<Screen />);
    expect(screen.getByRole('button')).toHaveTextContent('Retry');
    expect(screen.getByText('No data', { selector: '.ant-empty-description' })).toBeInTheDocument();
    expect(screen.getByTestId('weekday')).toHaveTextContent('Monday');
    expect(document.documentElement.lang).toBe('en-US');

    act(() => setLocale('zh-CN'));
    expect(screen.getByRole('button')).toHaveTextContent('重试');
    expect(screen.getByText('暂无数据', { selector: '.ant-empty-description' })).toBeInTheDocument();
    expect(screen.getByTestId('weekday')).toHaveTextContent('星期一');
    expect(document.documentElement.lang).toBe('zh-CN');
    stop();
  });
});
