/**
 * The creative centre (/appStore/index, designed): categories with their counts, the catalogue
 * (kind, category, keyword over title and tags, newest or most downloaded first), one item, and
 * its download — a real file made from the item (an Excel template, an SVG poster or creative, a
 * text article), counted on the item with the clinic's last download time.
 */
import type { Creative, CreativeCategory, CreativeDetail, CreativeListRequest, CreativePage } from '@generated/main/model';
import { paginate } from '../../src/lib/paging/paging.ts';
import { formatDateTime } from '../db/random.ts';
import { CREATIVE_CATEGORIES, type StoredCreative } from '../db/seed-creatives.ts';
import type { SandboxPlatform } from '../platform.ts';
import { found } from './errors.ts';
import { xlsxFile } from './xlsx.ts';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const PALETTE = ['#f5576c', '#4f7cff', '#12b886', '#f08c00', '#845ef7'];

/** A poster or creative: the title, tags and description on a coloured card, ready to edit. */
function svgOf(row: StoredCreative): Uint8Array {
  const color = PALETTE[row.id % PALETTE.length] as string;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="1334" viewBox="0 0 750 1334">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
<rect width="750" height="1334" fill="url(#g)"/>
<text x="375" y="320" font-size="64" font-weight="bold" text-anchor="middle" fill="#ffffff">${escapeXml(row.title)}</text>
<text x="375" y="420" font-size="32" text-anchor="middle" fill="#ffffff">${escapeXml(row.tags.map((t) => `#${t}`).join('  '))}</text>
<text x="375" y="1000" font-size="28" text-anchor="middle" fill="#333333">${escapeXml(row.description)}</text>
<text x="375" y="1220" font-size="30" text-anchor="middle" fill="#666666">【机构名称】 · 【预约电话】</text>
</svg>
`;
  return new TextEncoder().encode(svg);
}

/** The file of an item, made from what is stored (the same bytes for the same item). */
export function creativeFile(row: StoredCreative): Uint8Array {
  if (row.kind === 1) return xlsxFile(row.title.slice(0, 31), row.sheet?.header ?? [], row.sheet?.rows ?? []);
  if (row.kind === 3) return new TextEncoder().encode(`${row.content ?? row.title}\n`);
  return svgOf(row);
}

/** Sizes of the made files, by id and update time (making an Excel file for every list row each time is wasted work). */
const sizes = new Map<string, number>();
function sizeOf(row: StoredCreative): number {
  const key = `${row.id}@${row.updateTime}`;
  let size = sizes.get(key);
  if (size === undefined) {
    size = creativeFile(row).byteLength;
    sizes.set(key, size);
  }
  return size;
}

const categoryName = (id: number) => CREATIVE_CATEGORIES.find((c) => c.id === id)?.name ?? '';

function detailOf(row: StoredCreative): CreativeDetail {
  const { sheet: _sheet, ...item } = row;
  return { ...item, categoryName: categoryName(row.categoryId), fileSize: sizeOf(row) };
}

function summaryOf(row: StoredCreative): Creative {
  const { description: _d, previews: _p, content: _c, ...summary } = detailOf(row);
  return summary;
}

export function listCreativeCategories(platform: SandboxPlatform): CreativeCategory[] {
  const rows = platform.db.creatives.list();
  return CREATIVE_CATEGORIES.map((c) => ({ ...c, count: rows.filter((r) => r.categoryId === c.id).length }));
}

export function listCreatives(platform: SandboxPlatform, query: CreativeListRequest): CreativePage {
  const keyword = query.keyword?.trim();
  const rows = platform.db.creatives
    .list()
    .filter(
      (r) =>
        (query.kind === undefined || r.kind === query.kind) &&
        (query.categoryId === undefined || r.categoryId === query.categoryId) &&
        (!keyword || r.title.includes(keyword) || r.tags.some((tag) => tag.includes(keyword))),
    )
    .sort((a, b) =>
      query.sort === 'popular' ? b.downloadCount - a.downloadCount || b.id - a.id : b.updateTime.localeCompare(a.updateTime) || b.id - a.id,
    )
    .map(summaryOf);
  const page = paginate(rows, query.page, query.limit);
  return { total: page.total, page: page.page, limit: page.limit, list: page.rows };
}

const stored = (platform: SandboxPlatform, id: number) => found(platform.db.creatives.get(id), '素材不存在或已下架');

export function getCreative(platform: SandboxPlatform, id: number): CreativeDetail {
  return detailOf(stored(platform, id));
}

/** The item's file; the download is counted. */
export function downloadCreative(platform: SandboxPlatform, id: number): { fileName: string; bytes: Uint8Array } {
  const row = stored(platform, id);
  platform.db.creatives.update(id, (r) => {
    r.downloadCount += 1;
    r.lastDownloadTime = formatDateTime(platform.now());
  });
  return { fileName: row.fileName, bytes: creativeFile(row) };
}
