/** Small real files, built in code: the server sniffs their bytes, so they must be the real formats. */

const PDF_HEAD = '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n';
const PDF_TAIL = 'trailer <</Root 1 0 R>>\n%%EOF\n';

/** A minimal PDF; `padTo` makes it exactly that many bytes with a comment body, for size limits. */
export function pdfBytes(padTo = 0): Buffer {
  const head = Buffer.from(PDF_HEAD);
  const tail = Buffer.from(PDF_TAIL);
  const padding = Math.max(0, padTo - head.length - tail.length);
  return Buffer.concat([head, Buffer.alloc(padding, '%'), tail]);
}

/** A PNG signature and an IHDR chunk: enough for any type sniffer. */
export function pngBytes(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(ihdr.length);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), length, Buffer.from('IHDR'), ihdr, Buffer.alloc(4)]);
}

/** A JPEG start-of-image and JFIF header. */
export function jpegBytes(): Buffer {
  return Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);
}

/** Text that claims nothing: no type can be sniffed from it. */
export function textBytes(): Buffer {
  return Buffer.from('Just some words, not a document.\n');
}
