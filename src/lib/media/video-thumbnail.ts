/**
 * Video thumbnails (specification, section 9: "taken at offset 1 with width 500").
 *
 * Design: videos live in Alibaba Cloud OSS, whose image processing can cut a frame out of a video
 * on request, so no thumbnail file has to be produced or stored. The thumbnail URL is the video
 * URL with the OSS snapshot query `?x-oss-process=video/snapshot,t_1,w_500`: `t_1` is the offset
 * (OSS reads it in milliseconds, so this is the first frame, which never fails on short clips) and
 * `w_500` the width in pixels, the height following the aspect ratio.
 */
export const VIDEO_THUMBNAIL_OFFSET = 1;
export const VIDEO_THUMBNAIL_WIDTH = 500;
export const VIDEO_SNAPSHOT_PROCESS = `video/snapshot,t_${VIDEO_THUMBNAIL_OFFSET},w_${VIDEO_THUMBNAIL_WIDTH}`;

/** The thumbnail URL of a video; blank input gives ''. An existing query is kept. */
export function videoThumbnailUrl(videoUrl: string | null | undefined): string {
  const trimmed = videoUrl?.trim() ?? '';
  if (!trimmed) return '';
  const hashAt = trimmed.indexOf('#');
  const base = hashAt === -1 ? trimmed : trimmed.slice(0, hashAt);
  // Replace a previous x-oss-process (e.g. a snapshot of another size) rather than sending two.
  const withoutProcess = base
    .replace(/([?&])x-oss-process=[^&]*(&|$)/, (_, lead: string, trail: string) => (trail ? lead : ''))
    .replace(/[?&]$/, '');
  const separator = withoutProcess.includes('?') ? '&' : '?';
  return `${withoutProcess}${separator}x-oss-process=${VIDEO_SNAPSHOT_PROCESS}`;
}
