/**
 * The business activity form's values and the save request, both ways: images as stored paths
 * (the upload controls' value), the period as a date range, prices in yuan as typed.
 */
import dayjs, { type Dayjs } from 'dayjs';
import type { ActivityBusinessDetail, ActivityBusinessSaveRequest } from '@generated/main/model';
import { formatDateTime } from '@/lib/dates/date-format.ts';

export interface ProjectValues {
  projectId?: number;
  originalPrice?: number | null;
  activityPrice?: number | null;
  quota?: number | null;
}

export interface BusinessActivityValues {
  title: string;
  cover: string[];
  images: string[];
  content: string;
  period?: [Dayjs, Dayjs];
  projects: ProjectValues[];
}

export const emptyValues = (): BusinessActivityValues => ({ title: '', cover: [], images: [], content: '', projects: [{}] });

export function valuesOf(activity: ActivityBusinessDetail): BusinessActivityValues {
  return {
    title: activity.title,
    cover: activity.cover.url ? [activity.cover.url] : [],
    images: (activity.images ?? []).map((image) => image.url),
    content: activity.content,
    period: [dayjs(activity.activityStartTime), dayjs(activity.activityEndTime)],
    projects: activity.projects.map((p) => ({
      projectId: p.projectId,
      originalPrice: p.originalPrice,
      activityPrice: p.activityPrice,
      quota: p.quota ?? null,
    })),
  };
}

/** The request for validated values; `nameOf` gives a project's name from its id. */
export function requestOf(
  values: BusinessActivityValues,
  nameOf: (projectId: number) => string,
  id: number | undefined,
  isSubmit: boolean,
): ActivityBusinessSaveRequest {
  const [start, end] = values.period as [Dayjs, Dayjs];
  return {
    ...(id !== undefined ? { id } : {}),
    title: values.title.trim(),
    cover: { url: values.cover[0] ?? '', isVideo: false },
    images: values.images.map((url) => ({ url, isVideo: false })),
    content: values.content.trim(),
    activityStartTime: formatDateTime(start),
    activityEndTime: formatDateTime(end),
    projects: values.projects.map((p) => ({
      projectId: p.projectId as number,
      projectName: nameOf(p.projectId as number),
      originalPrice: p.originalPrice as number,
      activityPrice: p.activityPrice as number,
      quota: p.quota ?? null,
    })),
    isSubmit,
  };
}

/** A stored activity sent again as it is (submitting a draft from its page). */
export function saveRequestOf(activity: ActivityBusinessDetail): Omit<ActivityBusinessSaveRequest, 'isSubmit'> {
  return {
    id: activity.id,
    title: activity.title,
    cover: activity.cover,
    images: activity.images ?? [],
    content: activity.content,
    activityStartTime: activity.activityStartTime,
    activityEndTime: activity.activityEndTime,
    projects: activity.projects,
  };
}
