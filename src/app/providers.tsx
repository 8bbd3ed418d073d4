/**
 * Everything a screen needs around it: the React Query cache, antd (locale and theme Blue), the
 * dayjs locale in step with the i18n language, and the transport's toast display wired to antd.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useState } from 'react';
import { useLocale } from '@/lib/i18n/use-locale.ts';
import { DEFAULT_THEME, THEMES, type ThemeName } from './theme.ts';

const ANTD_LOCALES = { 'zh-CN': zhCN, 'en-US': enUS } as const;
const DAYJS_LOCALES = { 'zh-CN': 'zh-cn', 'en-US': 'en' } as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The transport already told the user what went wrong; retrying a business error repeats it.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export function AppProviders({
  children,
  queryClient,
  theme = DEFAULT_THEME,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  theme?: ThemeName;
}) {
  const locale = useLocale();
  const [client] = useState(() => queryClient ?? createQueryClient());
  // Set during render, not in an effect, so the first paint already formats dates in the new language.
  dayjs.locale(DAYJS_LOCALES[locale]);
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider locale={ANTD_LOCALES[locale]} theme={THEMES[theme]}>
        <AntdApp message={{ maxCount: 1 }}>{children}</AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
