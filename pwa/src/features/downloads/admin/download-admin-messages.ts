/** What the Downloads tab says; the server's refusals come with their own message. */
export const DOWNLOAD_ADMIN_MESSAGES = {
  slotsFailed: 'Failed to load the download slots',
  noSlot: 'No file on the downloads page has this name.',
  sameNameTwice: 'Another file of this drop has the same name.',
  uploadFailed: 'The upload did not reach the server. Please try again.',
  removeFailed: 'Failed to remove the file',
  copyFailed: 'The SHA-256 could not be copied; select it in the table instead.',
  removed: (label: string) => `${label}: the file was removed; its link says it is not available.`,
  copied: (label: string) => `SHA-256 of ${label} copied.`,
  confirmRemove: (label: string, fileName: string) => `Remove ${fileName} from "${label}"? Its link will say the file is not available.`,
} as const;
