/**
 * Image paths as the platform stores them (specification, section 5): relative to the image base
 * URL, so a change of CDN host does not invalidate stored data. Forms show full URLs and strip the
 * base before saving; blank entries (an upload slot left empty) are dropped instead of being
 * saved as "" rows.
 *
 * The base URL is the profile's (`imageBaseUrl`: the CDN in production, the sandbox's file store
 * on loopback); `configureImageBaseUrl` replaces it (tests). Every function also takes it
 * explicitly.
 */
import { config } from '../config/config.ts';
import { isBlankText } from '../text/blank-text.ts';

let configuredBase = config.imageBaseUrl;

export function configureImageBaseUrl(baseUrl: string): void {
  configuredBase = baseUrl;
}

export function getImageBaseUrl(): string {
  return configuredBase;
}

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** `https://img.example.com/hospital/a.jpg` → `hospital/a.jpg` (when the base is https://img.example.com). */
export function stripImageBase(url: string, baseUrl: string = configuredBase): string {
  const trimmed = url.trim();
  const base = withoutTrailingSlash(baseUrl.trim());
  if (base && (trimmed === base || trimmed.startsWith(`${base}/`))) {
    return trimmed.slice(base.length).replace(/^\/+/, '');
  }
  return trimmed;
}

/** The paths to save: blank entries dropped, the base prefix stripped from the rest. */
export function toStoredImagePaths(urls: readonly (string | null | undefined)[], baseUrl: string = configuredBase): string[] {
  return urls.filter((url): url is string => !isBlankText(url)).map((url) => stripImageBase(url, baseUrl));
}

/** The URL to display for a stored path; absolute URLs (other hosts, blob: previews) pass through. */
export function toImageUrl(path: string | null | undefined, baseUrl: string = configuredBase): string {
  if (isBlankText(path)) return '';
  const trimmed = (path as string).trim();
  if (ABSOLUTE.test(trimmed) || !baseUrl) return trimmed;
  return `${withoutTrailingSlash(baseUrl.trim())}/${trimmed.replace(/^\/+/, '')}`;
}

/** An image or video entry (contracts/shared/common.yaml, ImageEntry). */
export interface ImageEntry {
  url: string;
  isVideo?: boolean;
  videoCover?: string;
}

/** Entries to save: blank urls dropped, base stripped from url and videoCover. */
export function toStoredImageEntries(entries: readonly ImageEntry[], baseUrl: string = configuredBase): ImageEntry[] {
  return entries
    .filter((entry) => !isBlankText(entry.url))
    .map((entry) => ({
      ...entry,
      url: stripImageBase(entry.url, baseUrl),
      ...(entry.videoCover !== undefined ? { videoCover: stripImageBase(entry.videoCover, baseUrl) } : {}),
    }));
}
