import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { config } from '../config/config.ts';
import { configureImageBaseUrl, stripImageBase, toImageUrl, toStoredImageEntries, toStoredImagePaths } from './image-path.ts';
import { IMAGE_SUFFIXES, withImageSuffix, withoutImageSuffix } from './image-suffix.ts';
import { VIDEO_SNAPSHOT_PROCESS, videoThumbnailUrl } from './video-thumbnail.ts';

const BASE = 'https://img.example.com/';

afterEach(() => configureImageBaseUrl(config.imageBaseUrl));

describe('image paths', () => {
  it('starts from the profile’s base URL', () => {
    expect(toImageUrl('hospital/2026/a.jpg')).toBe(`${config.imageBaseUrl}hospital/2026/a.jpg`);
  });

  it('strips the configured base prefix', () => {
    configureImageBaseUrl(BASE);
    expect(stripImageBase('https://img.example.com/hospital/2026/a.jpg')).toBe('hospital/2026/a.jpg');
    expect(stripImageBase('hospital/2026/a.jpg')).toBe('hospital/2026/a.jpg');
    // Another host is not ours to rewrite.
    expect(stripImageBase('https://other.example.com/a.jpg')).toBe('https://other.example.com/a.jpg');
    // A host that merely starts with the same letters is not the base.
    expect(stripImageBase('https://img.example.com.evil/a.jpg')).toBe('https://img.example.com.evil/a.jpg');
  });

  it('drops blank entries and strips the rest', () => {
    expect(toStoredImagePaths(['https://img.example.com/a.jpg', '', '  ', null, undefined, 'b.png'], 'https://img.example.com')).toEqual([
      'a.jpg',
      'b.png',
    ]);
  });

  it('strips url and video cover of image entries and drops blank ones', () => {
    expect(
      toStoredImageEntries(
        [{ url: `${BASE}v.mp4`, isVideo: true, videoCover: `${BASE}v.jpg` }, { url: ' ' }, { url: `${BASE}a.jpg` }],
        BASE,
      ),
    ).toEqual([{ url: 'v.mp4', isVideo: true, videoCover: 'v.jpg' }, { url: 'a.jpg' }]);
  });

  it('strip and join are inverse for relative paths', () => {
    const segment = fc.stringMatching(/^[a-z0-9_.-]{1,8}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (parts) => {
        const path = parts.join('/');
        expect(stripImageBase(toImageUrl(path, BASE), BASE)).toBe(path);
      }),
    );
  });

  it('joins stored paths to the base and leaves absolute URLs alone', () => {
    expect(toImageUrl('a/b.jpg', BASE)).toBe('https://img.example.com/a/b.jpg');
    expect(toImageUrl('blob:http://localhost/x', BASE)).toBe('blob:http://localhost/x');
    expect(toImageUrl('', BASE)).toBe('');
  });
});

describe('image suffixes', () => {
  it('uses the four suffixes of the specification', () => {
    expect(IMAGE_SUFFIXES).toEqual(['o', 'm', 'd', 's']);
  });

  it('appends a suffix when there is none', () => {
    expect(withImageSuffix('https://img.example.com/a.jpg', 'm')).toBe('https://img.example.com/a.jpg-m');
  });

  it('replaces an existing suffix instead of stacking', () => {
    for (const from of IMAGE_SUFFIXES) {
      for (const to of IMAGE_SUFFIXES) {
        expect(withImageSuffix(`a/b.png-${from}`, to)).toBe(`a/b.png-${to}`);
      }
    }
  });

  it('keeps a query string after the suffix', () => {
    expect(withImageSuffix('a.jpg-s?v=2', 'o')).toBe('a.jpg-o?v=2');
  });

  it('does not treat other dashes as suffixes', () => {
    expect(withImageSuffix('licence-front.jpg', 'd')).toBe('licence-front.jpg-d');
    expect(withImageSuffix('a.jpg-x', 's')).toBe('a.jpg-x-s');
  });

  it('removes suffixes and gives "" for blank input', () => {
    expect(withoutImageSuffix('a.jpg-m')).toBe('a.jpg');
    expect(withImageSuffix('  ', 'm')).toBe('');
    expect(withImageSuffix(undefined, 'm')).toBe('');
  });

  it('is idempotent for any path and suffix', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9/._-]{1,20}$/),
        fc.constantFrom(...IMAGE_SUFFIXES),
        fc.constantFrom(...IMAGE_SUFFIXES),
        (path, a, b) => {
          expect(withImageSuffix(withImageSuffix(path, a), b)).toBe(withImageSuffix(path, b));
        },
      ),
    );
  });
});

describe('video thumbnail', () => {
  it('is an OSS snapshot at offset 1, width 500', () => {
    expect(VIDEO_SNAPSHOT_PROCESS).toBe('video/snapshot,t_1,w_500');
    expect(videoThumbnailUrl('https://v.example.com/a.mp4')).toBe('https://v.example.com/a.mp4?x-oss-process=video/snapshot,t_1,w_500');
  });

  it('keeps an existing query and replaces a previous process', () => {
    expect(videoThumbnailUrl('https://v.example.com/a.mp4?token=1')).toBe(
      'https://v.example.com/a.mp4?token=1&x-oss-process=video/snapshot,t_1,w_500',
    );
    expect(videoThumbnailUrl('a.mp4?x-oss-process=video/snapshot,t_0,w_100')).toBe('a.mp4?x-oss-process=video/snapshot,t_1,w_500');
    expect(videoThumbnailUrl('a.mp4?x-oss-process=foo&k=v')).toBe('a.mp4?k=v&x-oss-process=video/snapshot,t_1,w_500');
  });

  it('gives "" for blank input', () => {
    expect(videoThumbnailUrl('')).toBe('');
    expect(videoThumbnailUrl(null)).toBe('');
  });
});
