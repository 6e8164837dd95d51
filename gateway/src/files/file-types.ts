import { fileTypeFromBuffer } from 'file-type';

export const UNKNOWN_TYPE = 'application/octet-stream';

/** The media type the bytes say, whatever the name or the client's declared type claim. */
export async function sniffType(bytes: Uint8Array): Promise<string> {
  return (await fileTypeFromBuffer(bytes))?.mime ?? UNKNOWN_TYPE;
}

// The types any form accepts, each with the extensions a visitor may have named it with; the first is the one we store under.
const EXTENSIONS: ReadonlyMap<string, readonly string[]> = new Map([
  ['application/pdf', ['pdf']],
  ['image/png', ['png']],
  ['image/jpeg', ['jpg', 'jpeg']],
  ['image/gif', ['gif']],
  ['image/webp', ['webp']],
]);

/** The extension a stored file of this type gets, or undefined for a type no form accepts. */
export function storedExtension(type: string): string | undefined {
  return EXTENSIONS.get(type)?.[0];
}

export function extensionsOf(type: string): readonly string[] {
  return EXTENSIONS.get(type) ?? [];
}
