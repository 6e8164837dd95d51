/**
 * The one `bytea` value of a one-row, one-column `COPY … TO STDOUT (FORMAT binary)`, as the chunks it
 * arrived in. node-postgres reads every result column as text, so a piece of a stored file selected
 * the usual way arrives as a hex string twice its size, which V8 keeps until its next full
 * collection; COPY's binary format carries the bytes as they are (decision 046).
 *
 * The format: an 11-byte signature, a 32-bit flags field and a 32-bit header-extension length
 * (zero); then each row as a 16-bit field count and, per field, a 32-bit length (-1 for null) and
 * the bytes; then a 16-bit -1.
 */
const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
const FILE_HEADER_BYTES = SIGNATURE.length + 4 + 4;
const ROW_HEADER_BYTES = 2 + 4;
const TRAILER_BYTES = 2;

/** The bytes of the one value, undefined when the query gave no row or null; throws on anything but one one-column row. */
export function copiedValue(chunks: readonly Buffer[]): Buffer[] | undefined {
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const header = Buffer.concat(bytesBetween(chunks, 0, Math.min(total, FILE_HEADER_BYTES + ROW_HEADER_BYTES)));
  if (total < FILE_HEADER_BYTES + TRAILER_BYTES || !header.subarray(0, SIGNATURE.length).equals(SIGNATURE)) {
    throw new Error('The database did not answer in COPY binary format.');
  }
  if (total === FILE_HEADER_BYTES + TRAILER_BYTES) return undefined;
  const fields = header.readInt16BE(FILE_HEADER_BYTES);
  const length = header.readInt32BE(FILE_HEADER_BYTES + 2);
  const start = FILE_HEADER_BYTES + ROW_HEADER_BYTES;
  if (fields !== 1) throw new Error(`COPY gave ${fields} columns where one was asked for.`);
  if (length === -1) return undefined;
  if (start + length + TRAILER_BYTES !== total) throw new Error('COPY gave more than one row where one was asked for.');
  return bytesBetween(chunks, start, start + length);
}

/** Bytes `from` to `to` (exclusive) of the chunks taken together, as views into them: nothing is copied. */
function bytesBetween(chunks: readonly Buffer[], from: number, to: number): Buffer[] {
  const views: Buffer[] = [];
  let offset = 0;
  for (const chunk of chunks) {
    const start = Math.max(from - offset, 0);
    const end = Math.min(to - offset, chunk.length);
    if (start < end) views.push(chunk.subarray(start, end));
    offset += chunk.length;
    if (offset >= to) break;
  }
  return views;
}
