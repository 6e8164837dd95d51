import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.js';

describe('csvCell', () => {
  it.each([
    ['plain', '"plain"'],
    ['say "hi"', '"say ""hi"""'],
    ['a,b', '"a,b"'],
    ['line 1\nline 2', '"line 1\nline 2"'],
    ['', '""'],
    [null, '""'],
    [undefined, '""'],
  ])('%j becomes %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['=1+1', `"'=1+1"`],
    ['+91 9876543210', `"'+91 9876543210"`],
    ['-2', `"'-2"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=cmd', `"'\t=cmd"`],
    ['\r=cmd', `"'\r=cmd"`],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
  ])('neutralises %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves a formula character that is not first', () => {
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(csvCell('mail@x.in')).toBe('"mail@x.in"');
  });
});

describe('toCsv', () => {
  it('writes the header and rows joined by CRLF, without a trailing line break', () => {
    expect(
      toCsv(
        ['Name', 'Email'],
        [
          ['Asha', 'asha@example.com'],
          ['Ravi', null],
        ],
      ),
    ).toBe('"Name","Email"\r\n"Asha","asha@example.com"\r\n"Ravi",""');
  });

  it('writes only the header when there are no rows', () => {
    expect(toCsv(['Name'], [])).toBe('"Name"');
  });
});
