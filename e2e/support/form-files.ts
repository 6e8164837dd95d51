/** Small real files for uploads: the server checks the bytes, not the name. */

// A 1 × 1 PNG.
export const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

// A one-page PDF.
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

export const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG_BYTES });
export const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF_BYTES });
export const textFile = (name: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from('not a document') });
