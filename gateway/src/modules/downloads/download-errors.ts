import {
  DOWNLOAD_NO_FILE_MESSAGE,
  DOWNLOAD_TOO_LARGE_MESSAGE,
  DOWNLOAD_UNKNOWN_SLOT_MESSAGE,
  DOWNLOAD_WRONG_TYPE_MESSAGES,
  type DownloadFormat,
} from '@site/schema';
import { InvalidError, TooLargeError } from '../../core/errors.js';
import { UPLOAD_FAILED_MESSAGE } from '../../files/receive-upload.js';

/** Why an upload or a slot's path is refused; the slot keeps the file it had. */
export const downloadRefusal = {
  unknownSlot: () => new InvalidError({ path: DOWNLOAD_UNKNOWN_SLOT_MESSAGE }),
  noFile: () => new InvalidError(DOWNLOAD_NO_FILE_MESSAGE),
  wrongType: (format: DownloadFormat) => new InvalidError(DOWNLOAD_WRONG_TYPE_MESSAGES[format]),
  tooLarge: () => new TooLargeError(DOWNLOAD_TOO_LARGE_MESSAGE),
  cutOff: (cause: unknown) => new InvalidError(UPLOAD_FAILED_MESSAGE, { cause }),
};
