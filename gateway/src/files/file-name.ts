import { extensionsOf, storedExtension } from './file-types.js';

const MAX_BASE_LENGTH = 100;
// Line breaks, tabs and other control characters: matching them is the point.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
// Zero-width characters, and the bidirectional overrides that make 'cv\u202efdp.exe' read as 'cvexe.pdf'.
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
// Characters Windows, shells or header syntax treat specially.
const RESERVED = /["*:<>?|;`$]/g;
const EXTENSION = /\.([A-Za-z0-9]{1,8})$/;

/**
 * The visitor's file name made safe to keep and to offer back as a download name: no directories,
 * no control or reserved characters, no leading dots, a bounded length, and an extension that matches
 * the type found in the bytes (a PDF sent as 'cv.exe' is offered as 'cv.pdf').
 */
export function sanitizeFileName(raw: string, type: string): string {
  const last = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = last
    .normalize('NFC')
    .replace(CONTROL, ' ')
    .replace(INVISIBLE, '')
    .replace(RESERVED, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .trim();
  const match = EXTENSION.exec(cleaned);
  const given = match?.[1]?.toLowerCase();
  const extension = given !== undefined && extensionsOf(type).includes(given) ? given : storedExtension(type);
  const base = (match ? cleaned.slice(0, match.index) : cleaned).slice(0, MAX_BASE_LENGTH).replace(/[\s.]+$/, '') || 'file';
  return extension ? `${base}.${extension}` : base;
}

/**
 * A Content-Disposition header for a sanitised name: an ASCII fallback for old clients and the exact
 * name in RFC 8187 form, so no character of the name can end the header or the parameter.
 */
export function contentDisposition(disposition: 'attachment' | 'inline', name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._ ()-]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
