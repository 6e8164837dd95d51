import { DOWNLOAD_UNKNOWN_SLOT_MESSAGE } from '@site/schema';
import { validationError } from '../../core/errors.js';

export function unknownSlotError() {
  return validationError({ path: DOWNLOAD_UNKNOWN_SLOT_MESSAGE });
}
