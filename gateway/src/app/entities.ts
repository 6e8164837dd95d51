import { GatewaySetting } from '../db/gateway-setting.entity.js';
import type { EntityDefinition } from '../db/orm-config.js';
import { StoredFileBytes } from '../files/stored-file-bytes.entity.js';
import { StoredFileChunk } from '../files/stored-file-chunk.entity.js';
import { UploadedFile } from '../files/uploaded-file.entity.js';
import { Job } from '../jobs/job.entity.js';
import { featureModules } from '../modules/registry.js';
import { RevokedToken } from '../security/revoked-token.entity.js';

/** Every table the ORM maps: the core's own, then each feature's. */
export const entities: readonly EntityDefinition[] = [
  GatewaySetting,
  RevokedToken,
  UploadedFile,
  StoredFileBytes,
  StoredFileChunk,
  Job,
  ...featureModules.flatMap((feature) => feature.entities ?? []),
];
