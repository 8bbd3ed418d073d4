import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DOCX_TYPE, PDF_TYPE, seededDocument, standInDocx } from './seed-documents.ts';

describe('seeded document stand-ins', () => {
  it('a seeded PDF is a PDF naming the file', () => {
    const pdf = seededDocument('seed/chat/2026/11/26/ab.pdf');
    expect(pdf?.type).toBe(PDF_TYPE);
    expect(String(pdf?.body)).toMatch(/^%PDF-1\.4\n[\s\S]*\(seed\/chat\/2026\/11\/26\/ab\.pdf\) Tj/);
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
