import { Account } from '../access/account.entity.js';
import { AccountSession } from '../access/account-session.entity.js';
import { OneTimeLink } from '../access/one-time-link.entity.js';
import { AuditEntry } from '../access/audit-entry.entity.js';
import { ApiKey } from '../access/api-key.entity.js';
import { GatewaySetting } from '../db/gateway-setting.entity.js';
import type { EntityDefinition } from '../db/orm-config.js';
import { StoredFileBytes } from '../files/stored-file-bytes.entity.js';
import { StoredFileChunk } from '../files/stored-file-chunk.entity.js';
import { UploadedFile } from '../files/uploaded-file.entity.js';
import { Job } from '../jobs/job.entity.js';
import { featureModules } from '../modules/registry.js';

/** Every table the ORM maps: the core's own, then each feature's. */
export const entities: readonly EntityDefinition[] = [
  GatewaySetting,
  Account,
  AccountSession,
  OneTimeLink,
  AuditEntry,
  ApiKey,
  UploadedFile,
  StoredFileBytes,
  StoredFileChunk,
  Job,
  ...featureModules.flatMap((feature) => feature.entities ?? []),
];
