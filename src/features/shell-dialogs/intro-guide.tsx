/**
 * The intro guide (specification, section 2 "Shell dialogs"): steps labelled next, previous and
 * done, without bullets. The steps come from the novice-guide calls; a guide is shown when the
 * user has not finished its current version, and closing it (done, or closed early) reports the
 * version so it is not shown again until the platform publishes a newer one.
 *
 * Mount it once in the main layout, after the elements its steps point at.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Tour, type TourProps } from 'antd';
import { useState } from 'react';
import type { GetGuideState200, GuideDefinition } from '@generated/main/model';
import {
  getGetGuideStateQueryKey,
  invalidateGetGuideState,
  useGetGuideState,
  useGetGuideSteps,
  useReportGuideState,
} from '@generated/main/novice-guide/novice-guide.ts';
import type { TFor } from '@/lib/i18n/translate.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { DEFAULT_GUIDE_KEY, isGuideDue } from './guide-due.ts';
import { dialogTexts } from './shell-dialogs-texts.ts';

function targetOf(selector: string | null | undefined): (() => HTMLElement) | null {
  if (!selector) return null;
  return () => {
    try {
      return document.querySelector<HTMLElement>(selector) as HTMLElement;
    } catch {
      // An invalid selector from the platform: a centred step.
      return null as unknown as HTMLElement;
    }
  };
}

const PLACEMENTS = { top: 'top', bottom: 'bottom', left: 'left', right: 'right' } as const;

/** The Tour's steps, in step order, with the specification's button labels on every step. */
export function tourSteps(guide: GuideDefinition, t: TFor<typeof dialogTexts>): NonNullable<TourProps['steps']> {
  const steps = [...guide.steps].sort((a, b) => a.step - b.step);
  return steps.map((step, index) => ({
    title: step.title,
    description: step.intro,
    target: targetOf(step.element),
    placement: step.position && step.position !== 'auto' ? PLACEMENTS[step.position] : undefined,
    prevButtonProps: { children: t('dialogs.guidePrevious') },
    nextButtonProps: { children: index === steps.length - 1 ? t('dialogs.guideDone') : t('dialogs.guideNext') },
  }));
}

export function IntroGuide({ guideKey = DEFAULT_GUIDE_KEY }: { guideKey?: string }) {
  const t = useT(dialogTexts);
  const queryClient = useQueryClient();
  const stateQuery = useGetGuideState({ guideKey }, { query: { staleTime: Infinity }, request: { silent: true } });
  const row = stateQuery.data?.data.find((item) => item.guideKey === guideKey);
  const due = isGuideDue(row);
  const stepsQuery = useGetGuideSteps({ guideKey }, { query: { enabled: due, staleTime: Infinity }, request: { silent: true } });
  /** The version closed in this session; not shown again even before the report lands. */
  const [closedVersion, setClosedVersion] = useState<number>();
  const [current, setCurrent] = useState(0);

  const report = useReportGuideState({
    request: { silent: true },
    mutation: {
      onMutate: ({ data: request }) => {
        // Mark it finished at once, so a remount does not show it again while the report travels.
        queryClient.setQueryData<GetGuideState200>(getGetGuideStateQueryKey({ guideKey }), (old) =>
          old
            ? {
                ...old,
                data: old.data.map((item) =>
                  item.guideKey === request.guideKey ? { ...item, isFinished: true, finishedVersion: request.version } : item,
                ),
              }
            : old,
        );
      },
      onSettled: () => invalidateGetGuideState(queryClient, { guideKey }),
    },
  });

  const guide = stepsQuery.data?.data;
  if (!row || !due || !guide || guide.steps.length === 0 || closedVersion === row.version) return null;
  const steps = tourSteps(guide, t);

  return (
    <Tour
      open
      steps={steps}
      current={current}
      onChange={setCurrent}
      indicatorsRender={() => null}
      onClose={(closedAt) => {
        setClosedVersion(row.version);
        report.mutate({ data: { guideKey, version: row.version, isSkipped: closedAt < steps.length - 1 } });
      }}
    />
  );
}
