import {
  DOWNLOAD_NO_FILE_MESSAGE,
  DOWNLOAD_TOO_LARGE_MESSAGE,
  DOWNLOAD_UNKNOWN_SLOT_MESSAGE,
  DOWNLOAD_WRONG_TYPE_MESSAGES,
  type DownloadFormat,
} from '@site/schema';
import { InvalidError } from '../../core/errors.js';
import { UPLOAD_FAILED_MESSAGE } from '../../files/receive-upload.js';

/** An upload the route answers with `{ error }` and this status; the slot keeps the file it had. */
export class DownloadRefusal extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }

  static unknownSlot = () => new DownloadRefusal(400, DOWNLOAD_UNKNOWN_SLOT_MESSAGE);
  static noFile = () => new DownloadRefusal(400, DOWNLOAD_NO_FILE_MESSAGE);
  static wrongType = (format: DownloadFormat) => new DownloadRefusal(400, DOWNLOAD_WRONG_TYPE_MESSAGES[format]);
  static tooLarge = () => new DownloadRefusal(413, DOWNLOAD_TOO_LARGE_MESSAGE);
  static cutOff = (cause: unknown) => new DownloadRefusal(400, UPLOAD_FAILED_MESSAGE, { cause });
}

/** The GraphQL answer to a path the page does not link to. */
export function unknownSlotError() {
  return new InvalidError({ path: DOWNLOAD_UNKNOWN_SLOT_MESSAGE });
}
