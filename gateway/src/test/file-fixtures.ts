import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';

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

/** A ZIP archive holding one stored (uncompressed) entry, `setup.exe`, with these bytes. */
export function zipBytes(content: Buffer = Buffer.from('MZ setup')): Buffer {
  const name = Buffer.from('setup.exe');
  const crc = crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(10, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(name.length, 28);
  const centralOffset = local.length + name.length + content.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, name, content, central, name, end]);
}

/** A PDF header followed by `size` bytes that differ all the way through, so any two ranges of it differ. */
export function randomPdfBytes(size: number): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size)]);
}
