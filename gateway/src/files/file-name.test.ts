import { describe, expect, it } from 'vitest';
import { contentDisposition, sanitizeFileName } from './file-name.js';

describe('sanitizeFileName', () => {
  it.each([
    ['resume.pdf', 'application/pdf', 'resume.pdf'],
    ['Resume.PDF', 'application/pdf', 'Resume.pdf'],
    ['../../etc/passwd.pdf', 'application/pdf', 'passwd.pdf'],
    ['C:\\Users\\asha\\cv.pdf', 'application/pdf', 'cv.pdf'],
    ['my "best"\r\nresume.pdf', 'application/pdf', 'my best resume.pdf'],
    ['a;b`c$d|e<f>.pdf', 'application/pdf', 'abcdef.pdf'],
    ['cv\u202efdp.exe', 'application/pdf', 'cvfdp.pdf'],
    ['.htaccess', 'application/pdf', 'htaccess.pdf'],
    ['...', 'application/pdf', 'file.pdf'],
    ['', 'image/png', 'file.png'],
    ['photo.jpg', 'image/jpeg', 'photo.jpg'],
    ['photo.jpeg', 'image/jpeg', 'photo.jpeg'],
    ['scan.pdf', 'image/png', 'scan.png'],
    ['report', 'application/pdf', 'report.pdf'],
    ['J. Smith CV', 'application/pdf', 'J. Smith CV.pdf'],
    ['Lebenslauf Müller.pdf', 'application/pdf', 'Lebenslauf Müller.pdf'],
    ['notes.txt', 'application/octet-stream', 'notes'],
  ])('%j (%s) is kept as %j', (raw, type, expected) => {
    expect(sanitizeFileName(raw, type)).toBe(expected);
  });

  it('bounds the length and keeps the extension', () => {
    const name = sanitizeFileName(`${'a'.repeat(500)}.pdf`, 'application/pdf');
    expect(name).toBe(`${'a'.repeat(100)}.pdf`);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact name percent-encoded', () => {
    expect(contentDisposition('attachment', "Müller's (final) CV.pdf")).toBe(
      `attachment; filename="Muller_s (final) CV.pdf"; filename*=UTF-8''M%C3%BCller%27s%20%28final%29%20CV.pdf`,
    );
  });

  it('never lets a name break out of the header or its parameter', () => {
    const header = contentDisposition('inline', 'a"b\r\nSet-Cookie: x=1;c.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.match(/"/g)).toHaveLength(2);
    expect(header.split('; ')).toHaveLength(3);
  });
});
