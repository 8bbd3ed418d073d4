/**
 * One chapter's video, resuming where the person stopped and reporting where they are
 * (`reportStudyCenterProgress`): every 30 seconds of playback, on pause, when the chapter ends
 * (finished) and when the player goes away (another chapter, the drawer closed). The browser's own
 * <video> controls: nothing to download before the first play.
 */
import { Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useReportStudyCenterProgress } from '@generated/main/study-center/study-center';
import type { StudyCenterChapter } from '@generated/main/model';
import { useT } from '@/lib/i18n/use-t.ts';
import { toImageUrl } from '@/lib/media/image-path.ts';
import { learningTexts } from './learning-texts.ts';

/** Seconds of playback between two reports. */
export const REPORT_EVERY_SECONDS = 30;

/** `m:ss` (or `h:mm:ss`) of a position in seconds. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** Where to start: the last position, unless the chapter was watched to its end (then from the start). */
export const startAt = (chapter: StudyCenterChapter) =>
  chapter.isFinished || chapter.learnedSeconds >= chapter.duration - 1 ? 0 : chapter.learnedSeconds;

export function CourseVideoPlayer({
  courseId,
  chapter,
  onReported,
}: {
  courseId: number;
  chapter: StudyCenterChapter;
  onReported?: () => void;
}) {
  const t = useT(learningTexts);
  const video = useRef<HTMLVideoElement>(null);
  const lastReported = useRef<number | null>(null);
  const report = useReportStudyCenterProgress({ mutation: { onSuccess: () => onReported?.() } });
  // The latest values for the unmount report, which runs outside render.
  const latest = useRef({ courseId, chapterId: chapter.id, mutate: report.mutate });
  useEffect(() => {
    latest.current = { courseId, chapterId: chapter.id, mutate: report.mutate };
  });

  const send = (position: number, isFinished = false) => {
    const rounded = Math.floor(position);
    if (!isFinished && lastReported.current === rounded) return;
    lastReported.current = rounded;
    latest.current.mutate({
      data: { courseId: latest.current.courseId, chapterId: latest.current.chapterId, position: rounded, isFinished },
    });
  };

  useEffect(() => {
    const element = video.current;
    return () => {
      // Leaving the chapter: keep the place even without a pause (closing the drawer mid-play).
      if (element && !element.ended && element.currentTime > 0 && lastReported.current !== Math.floor(element.currentTime)) {
        const { courseId: course, chapterId, mutate } = latest.current;
        mutate({ data: { courseId: course, chapterId, position: Math.floor(element.currentTime), isFinished: false } });
      }
    };
  }, [chapter.id]);

  const resumeAt = startAt(chapter);
  return (
    <div>
      <video
        key={chapter.id}
        ref={video}
        src={toImageUrl(chapter.video.url)}
        controls
        preload="metadata"
        aria-label={t('learning.player', { title: chapter.title })}
        data-testid="course-video"
        style={{ width: '100%', maxHeight: 420, background: '#000', borderRadius: 8 }}
        onLoadedMetadata={(event) => {
          if (resumeAt > 0) event.currentTarget.currentTime = resumeAt;
          lastReported.current = Math.floor(resumeAt);
        }}
        onTimeUpdate={(event) => {
          const position = event.currentTarget.currentTime;
          if (lastReported.current === null || position - lastReported.current >= REPORT_EVERY_SECONDS) send(position);
        }}
        onPause={(event) => {
          if (!event.currentTarget.ended) send(event.currentTarget.currentTime);
        }}
        onEnded={(event) => send(event.currentTarget.duration || chapter.duration, true)}
      />
      {resumeAt > 0 && (
        <Typography.Text type="secondary" data-testid="resume-from">
          {t('learning.resumeFrom', { time: clock(resumeAt) })}
        </Typography.Text>
      )}
    </div>
  );
}
