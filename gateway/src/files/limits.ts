/** The largest file any form accepts; each form's own, smaller limit is checked by its rule. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_FILES = 6;
