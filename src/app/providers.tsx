/**
 * Everything a screen needs around it: the React Query cache, antd (locale and theme Blue), the
 * dayjs locale in step with the i18n language, and the holder of antd's toasts and dialogs that
 * `feedback` (src/lib/feedback) shows through.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/zh-cn';
import { type ReactNode, Suspense, lazy, useEffect, useState } from 'react';
import { onFeedbackWanted } from '@/lib/feedback/feedback.ts';
import { useLocale } from '@/lib/i18n/use-locale.ts';
import { prefetchOnFirstInput } from './prefetch.ts';
import { DEFAULT_THEME, THEMES, type ThemeName } from './theme.ts';

const ANTD_LOCALES = { 'zh-CN': zhCN, 'en-US': enUS } as const;
const DAYJS_LOCALES = { 'zh-CN': 'zh-cn', 'en-US': 'en' } as const;

const FeedbackHolder = lazy(() => import('./feedback-holder.tsx'));

/** Without an earlier reason, the toasts and dialogs are fetched this long after start. */
export const FEEDBACK_PREFETCH_MS = 3000;

/**
 * Whether to mount the feedback holder: as soon as something asks for feedback, on the first
 * input (a form being filled in will want its toast), or a little after start; never as part of
 * the first paint.
 */
function useFeedbackHolderWanted(): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    const stopWaiting = onFeedbackWanted(want);
    const stopInput = prefetchOnFirstInput([async () => want()]);
    const timer = setTimeout(want, FEEDBACK_PREFETCH_MS);
    return () => {
      stopWaiting();
      stopInput();
      clearTimeout(timer);
    };
  }, []);
  return wanted;
}

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
  const feedbackWanted = useFeedbackHolderWanted();
  // Set during render, not in an effect, so the first paint already formats dates in the new language.
  dayjs.locale(DAYJS_LOCALES[locale]);
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider locale={ANTD_LOCALES[locale]} theme={THEMES[theme]}>
        {children}
        {feedbackWanted && (
          <Suspense fallback={null}>
            <FeedbackHolder />
          </Suspense>
        )}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
