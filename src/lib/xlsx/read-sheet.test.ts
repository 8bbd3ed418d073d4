import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { XlsxReadError, readFirstSheet } from './read-sheet.ts';
import { xlsxFile } from './write-sheet.ts';

/** A workbook as Excel writes it: shared strings, a sheet named by the workbook's relationships, skipped cells. */
function excelLike(sheetXml: string, shared: string[]): Uint8Array {
  const sst = `<sst xmlns="x" count="${shared.length}">${shared.map((s) => `<si>${s}</si>`).join('')}</sst>`;
  return zipSync({
    'xl/workbook.xml': strToU8('<workbook><sheets><sheet name="导入" sheetId="1" r:id="rId7"/></sheets></workbook>'),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<Relationships><Relationship Id="rId1" Target="styles.xml"/><Relationship Id="rId7" Target="worksheets/data.xml"/></Relationships>',
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>wrong sheet</t></is></c></row></sheetData></worksheet>',
    ),
    'xl/worksheets/data.xml': strToU8(`<worksheet><sheetData>${sheetXml}</sheetData></worksheet>`),
    'xl/sharedStrings.xml': strToU8(sst),
  });
}

describe('readFirstSheet', () => {
  it('reads back what the sheet writer wrote (inline strings and numbers)', () => {
    const bytes = xlsxFile(
      '订单',
      ['跟进单号', '无效原因', '备注'],
      [
        ['F20261122001', 3, '说 <不> & "再"'],
        ['F2', null, ''],
      ],
    );
    expect(readFirstSheet(bytes)).toEqual([['跟进单号', '无效原因', '备注'], ['F20261122001', '3', '说 <不> & "再"'], ['F2']]);
  });

  it('reads an Excel-style file: shared strings with rich runs, cells and rows placed by reference, the first sheet by relationship', () => {
    const bytes = excelLike(
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>' +
        '<row r="3" spans="1:3"><c r="A3" t="s"><v>2</v></c><c r="C3" s="2"><v>42</v></c><c r="D3" t="b"><v>1</v></c></row>' +
        '<row r="4"/>',
      [
        '<t>跟进单号</t>',
        '<r><rPr><b/></rPr><t>无效</t></r><r><t xml:space="preserve">原因</t></r><rPh><t>ヨミ</t></rPh>',
        '<t>F&amp;1</t>',
      ],
    );
    expect(readFirstSheet(bytes)).toEqual([['跟进单号', '无效原因'], [], ['F&1', '', '42', 'TRUE']]);
  });

  it('refuses bytes that are not a workbook', () => {
    expect(() => readFirstSheet(new Uint8Array([80, 75, 3, 4, 9]))).toThrow(XlsxReadError);
    expect(() => readFirstSheet(zipSync({ 'a.txt': strToU8('hi') }))).toThrow(XlsxReadError);
  });
});
