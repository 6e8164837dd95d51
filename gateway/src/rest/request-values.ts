import { randomUUID } from 'node:crypto';
import type { ReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { type FileUpload, Upload } from 'graphql-upload-minimal';
import type { ShimRequest } from './shim-route.js';

/** A form field as the GraphQL input expects it: missing values become '' so the shared rule reports them. */
export function field(request: ShimRequest, name: string): string {
  const value = request.body[name];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

export function optionalField(request: ShimRequest, name: string): string | null {
  const value = field(request, name);
  return value === '' ? null : value;
}

/** The client's idempotency key (header or body), or a fresh one for clients that send none. */
export function submissionIdOf(request: ShimRequest): string {
  const header = request.headers['idempotency-key'];
  const key = (Array.isArray(header) ? header[0] : header) ?? request.body.submissionId;
  return typeof key === 'string' && key !== '' ? key : randomUUID();
}

/** `true`/`false`, also as text (form fields); anything else is null, which the operation refuses. */
export function booleanField(request: ShimRequest, name: string): boolean | null {
  const value = request.body[name];
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return null;
}

/**
 * A declared multipart file as a GraphQL Upload value, resolved as graphql-upload-minimal resolves
 * one, so the shim runs the very operation a GraphQL multipart request runs. Null when absent.
 */
export function uploadField(request: ShimRequest, name: string): Upload | null {
  const file = request.files[name]?.[0];
  if (!file) return null;
  const upload = new Upload() as Upload & { resolve(file: FileUpload): void };
  upload.resolve({
    filename: file.filename,
    mimetype: file.mimetype,
    encoding: '7bit',
    fieldName: name,
    // The resolver reads it as a plain Readable; graphql-upload-minimal's typings name fs.ReadStream.
    createReadStream: () => Readable.from(file.bytes) as ReadStream,
  });
  return upload;
}

/** Every file of a repeated multipart file field, as Upload values; empty when none. */
export function uploadsField(request: ShimRequest, name: string): Upload[] {
  return (request.files[name] ?? []).map((_, index) => uploadField({ ...request, files: { [name]: [request.files[name]![index]!] } }, name)!);
}

/** A repeated text field (`name[]` or `name`), as a list. */
export function listField(request: ShimRequest, name: string): string[] {
  const value = request.body[`${name}[]`] ?? request.body[name];
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.map((item) => (typeof item === 'string' ? item : String(item)));
}

/** A field holding JSON text (multipart forms carry structured values so); undefined when absent or not JSON. */
export function jsonField(request: ShimRequest, name: string): unknown {
  const value = request.body[name];
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}
