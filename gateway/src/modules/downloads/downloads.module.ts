import type { FeatureModule } from '../feature-module.js';
import { DownloadFileVersion } from './download-file-version.entity.js';
import { registerDownloadServingRoutes } from './download-serving.routes.js';
import { DownloadSlotFile } from './download-slot-file.entity.js';
import { downloadUploadDocs, registerDownloadUploadRoutes } from './download-upload.routes.js';
import { DOWNLOADS_TAG, DownloadsResolver } from './downloads.resolver.js';
import { downloadsShimRoutes } from './downloads.rest.js';

export const downloadsModule: FeatureModule = {
  entities: [DownloadFileVersion, DownloadSlotFile],
  resolvers: [DownloadsResolver],
  shimRoutes: downloadsShimRoutes,
  publicReads: { downloadFiles: DOWNLOADS_TAG },
  httpRoutes: [registerDownloadServingRoutes, registerDownloadUploadRoutes],
  // Unfinished uploads are left out (their bytes are partial); a replaced file may be purged meanwhile.
  storedFiles: `select 'downloads' as visibility, stored_name, retired_at is not null as optional
    from download_file_versions where uploaded_at is not null`,
  apiRoutes: downloadUploadDocs,
};
