import { finished } from 'node:stream/promises';
import { megabytes } from '@site/schema';
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../files/limits.js';
import type { ShimError, ShimFile } from './shim-route.js';

export const MULTIPART_LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES, fields: 100 } as const;

export interface MultipartBody {
  body: Record<string, unknown>;
  files: Record<string, ShimFile[]>;
}

/** Text fields into a body (repeated names become arrays) and the declared file fields into memory. */
export async function readMultipartBody(request: FastifyRequest, fileFields: readonly string[]): Promise<MultipartBody> {
  const body: Record<string, unknown> = {};
  const files: Record<string, ShimFile[]> = {};
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      add(body, part.fieldname, String(part.value));
    } else if (fileFields.includes(part.fieldname)) {
      const bytes = await part.toBuffer();
      (files[part.fieldname] ??= []).push({ filename: part.filename, mimetype: part.mimetype, bytes });
    } else {
      part.file.resume();
      await finished(part.file);
    }
  }
  return { body, files };
}

function add(body: Record<string, unknown>, name: string, value: string): void {
  const existing = body[name];
  if (existing === undefined) body[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else body[name] = [existing, value];
}

/** What a legacy client is told when its form data cannot be taken: too large, too many files, or malformed. */
export function multipartFailure(error: unknown): ShimError {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: `Each file must be ${megabytes(MAX_UPLOAD_BYTES)} or smaller.` };
  }
  if (code === 'FST_FILES_LIMIT') {
    return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: `Send at most ${MAX_UPLOAD_FILES} files at once.` };
  }
  return { status: 400, code: 'BAD_REQUEST', message: 'The form data could not be read.' };
}
