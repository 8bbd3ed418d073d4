/**
 * Image size suffixes (specification, section 9). The image host serves resized variants through
 * style names appended to the file name with a dash (`a.jpg-m`), so the suffix goes on the path,
 * before any query or fragment. Asking for a variant of a URL that already names one must replace
 * it (`a.jpg-s` → `a.jpg-m`), never stack them (`a.jpg-s-m` does not exist on the host).
 */
export const IMAGE_SUFFIXES = ['o', 'm', 'd', 's'] as const;
export type ImageSuffix = (typeof IMAGE_SUFFIXES)[number];

const EXISTING_SUFFIX = /-[omds]$/;

function splitTail(url: string): [path: string, tail: string] {
  const cut = url.search(/[?#]/);
  return cut === -1 ? [url, ''] : [url.slice(0, cut), url.slice(cut)];
}

/** The URL of the `suffix` variant of an image. Blank input gives ''. */
export function withImageSuffix(url: string | null | undefined, suffix: ImageSuffix): string {
  const trimmed = url?.trim() ?? '';
  if (!trimmed) return '';
  const [path, tail] = splitTail(trimmed);
  return `${path.replace(EXISTING_SUFFIX, '')}-${suffix}${tail}`;
}

/** The URL without any size suffix (the stored form). */
export function withoutImageSuffix(url: string | null | undefined): string {
  const trimmed = url?.trim() ?? '';
  const [path, tail] = splitTail(trimmed);
  return `${path.replace(EXISTING_SUFFIX, '')}${tail}`;
}
