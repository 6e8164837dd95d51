import { DOWNLOAD_FILES_QUERY, type DownloadFilesQuery } from '@site/schema';
import { shimRoute } from '../../rest/shim-route.js';

export const downloadsShimRoutes = [
  shimRoute<DownloadFilesQuery>({
    method: 'GET',
    path: '/api/downloadFiles',
    doc: { summary: 'The files uploaded into the downloads page’s slots', access: 'public', answer: ({ downloadFiles }) => downloadFiles },
    operation: DOWNLOAD_FILES_QUERY,
    respond: ({ downloadFiles }) => ({ body: downloadFiles }),
  }),
];
