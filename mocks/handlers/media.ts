/**
 * The sandbox's file host for course videos: `GET /media/learn/<chapterId>.webm` answers a video
 * of exactly the chapter's length (mocks/domain/stand-in-video.ts). Outside the gateways' paths, so
 * a <video> element loads it without signing, as it would load the platform's file host.
 */
import { http, HttpResponse } from 'msw';
import { standInVideo } from '../domain/stand-in-video.ts';
import { chapterDuration } from '../domain/courses.ts';
import type { SandboxPlatform } from '../platform.ts';

export function mediaHandlers(platform: SandboxPlatform) {
  return [
    http.get('*/media/learn/:file', ({ params }) => {
      const match = /^(\d+)\.webm$/.exec(String(params.file));
      const seconds = match ? chapterDuration(platform, Number(match[1])) : undefined;
      if (seconds === undefined) return new HttpResponse(null, { status: 404 });
      const bytes = standInVideo(seconds);
      return new HttpResponse(bytes, {
        headers: { 'content-type': 'video/webm', 'content-length': String(bytes.length), 'cache-control': 'max-age=3600' },
      });
    }),
  ];
}
