import { describe, expect, it } from 'vitest';
import { escapeHtml, oneLine, renderMail, teamMail } from './mail-layout.js';

describe('mail layout', () => {
  it('escapes markup and quotes for HTML', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('puts a header value on one line, whatever line break it carries', () => {
    expect(oneLine('Eve\r\nBcc: a@b.c\rX: 1\nY\u2028Z ')).toBe('Eve Bcc: a@b.c X: 1 Y Z');
  });

  it('leaves out empty rows and links, and writes the same content as text and HTML', () => {
    const mail = renderMail(['a@b.c'], {
      subject: 'Hello\r\nthere',
      heading: 'Heading',
      rows: [
        ['Name', 'Asha'],
        ['Phone', ''],
        ['Message', 'line one\nline two'],
      ],
      links: [['Open', undefined]],
    });
    expect(mail.subject).toBe('Hello there');
    expect(mail.text).toBe('Heading\n\nName: Asha\nMessage:\nline one\nline two\n');
    expect(mail.html).toContain('<th align="left" valign="top">Message</th><td style="white-space:pre-wrap">line one\nline two</td>');
    expect(mail.html).not.toContain('Phone');
    expect(mail.html).not.toContain('Open');
  });

  it('writes no team e-mail when no team address is configured', () => {
    expect(teamMail({ notifyTo: [], publicUrl: undefined, linkToken: String }, 'support', { subject: 's', heading: 'h', rows: [] })).toBeNull();
  });
});
