import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DOCX_TYPE, PDF_TYPE, seededDocument, standInDocx, standInPdf } from './seed-documents.ts';

describe('seeded document stand-ins', () => {
  it('a PDF whose cross-reference table points at each of its objects, naming the file', () => {
    const pdf = standInPdf('seed/chat/2026/11/26/ab(c).pdf');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const entries = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(entries).toHaveLength(5);
    entries.forEach((offset, i) => expect(pdf.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`));
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    expect(pdf).toContain('(seed/chat/2026/11/26/ab\\(c\\).pdf) Tj');
  });

  it('a Word document with the parts a .docx needs, naming the file', () => {
    const parts = unzipSync(standInDocx('seed/chat/2026/11/26/面诊预约单.docx'));
    expect(Object.keys(parts).sort()).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    expect(strFromU8(parts['word/document.xml'] as Uint8Array)).toContain('面诊预约单.docx');
  });

  it('stands in for the seed’s PDF and Word paths only (a missing upload stays missing)', () => {
    expect(seededDocument('seed/chat/b.PDF')?.type).toBe(PDF_TYPE);
    expect(seededDocument('seed/chat/b.docx')?.type).toBe(DOCX_TYPE);
    expect(seededDocument('seed/chat/b.mp4')).toBeUndefined();
    expect(seededDocument('contract/2026/11/unknown.pdf')).toBeUndefined();
  });
});
