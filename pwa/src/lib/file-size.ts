import { MB } from '@site/schema';

const KB = 1024;

/** A file's size as a reader takes it in: '54.2 MB', '312 KB', '870 bytes' (MB as the limits count it, 1024 × 1024 bytes). */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${bytes} bytes`;
  const kilobytes = Math.round(bytes / KB);
  return kilobytes < 1024 ? `${kilobytes} KB` : `${(bytes / MB).toFixed(1)} MB`;
}
