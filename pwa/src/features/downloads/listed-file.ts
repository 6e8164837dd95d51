import type { DownloadFilesQuery } from '@site/schema';

/** A file the server offers now: the listing says which slots have one, its size and its SHA-256. */
export type ListedFile = DownloadFilesQuery['downloadFiles'][number];
