import { describe, expect, it } from 'vitest';
import { onePagePdf } from './one-page-pdf.ts';

describe('onePagePdf', () => {
  it('has a cross-reference table pointing at each of its objects, and the lines as text (ASCII, parentheses escaped)', () => {
    const pdf = onePagePdf(['Agreement HT-1', 'seed/chat/ab(c)面诊.pdf']);
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const entries = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(entries).toHaveLength(5);
    entries.forEach((offset, i) => expect(pdf.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`));
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    expect(pdf).toContain('(Agreement HT-1) Tj');
    expect(pdf).toContain('(seed/chat/ab\\(c\\).pdf) Tj');
  });
});
