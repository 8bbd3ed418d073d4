/**
 * Stand-ins for the seeded documents the sandbox never received (the chat's seeded files: price
 * lists and care notes as PDF, appointment forms as Word), so that opening or downloading one in a
 * browser gives a real document of its type instead of 404: a one-page PDF, or a Word document of
 * one paragraph, naming the file it stands in for. Pictures and videos have their own
 * (placeholderSvg in files.ts, stand-in-video.ts).
 */
import { strToU8, zipSync } from 'fflate';
import { onePagePdf } from './one-page-pdf.ts';

/** Where the file store keeps seeded media (seed-media.ts moves the seed's URLs there); never uploaded. */
export const SEED_FILES = 'seed/';

export const PDF_TYPE = 'application/pdf';
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const LINE = 'Sandbox stand-in document';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A Word document (the three parts a .docx needs) with one paragraph naming the file. */
export function standInDocx(path: string): Uint8Array {
  const w = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  const paragraph = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${w}"><w:body>${paragraph(LINE)}${paragraph(path)}</w:body></w:document>`,
    ),
  });
}

/** The stand-in for a seeded document's path, by its extension; undefined for other kinds and other paths. */
export function seededDocument(path: string): { type: string; body: string | Uint8Array } | undefined {
  if (!path.startsWith(SEED_FILES)) return undefined;
  if (/\.pdf$/i.test(path)) return { type: PDF_TYPE, body: onePagePdf([LINE, path]) };
  if (/\.docx$/i.test(path)) return { type: DOCX_TYPE, body: standInDocx(path) };
  return undefined;
}
