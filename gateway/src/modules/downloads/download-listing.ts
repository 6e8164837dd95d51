import type { EntityManager } from '@mikro-orm/postgresql';
import { DOWNLOAD_SLOTS, type DownloadSlot } from '@site/schema';
import type { DownloadFileVersion } from './download-file-version.entity.js';
import { DownloadSlotFile } from './download-slot-file.entity.js';
import { DownloadFileView, DownloadSlotView } from './downloads.types.js';

export function fileView(slot: DownloadSlot, version: DownloadFileVersion): DownloadFileView {
  return Object.assign(new DownloadFileView(), {
    path: slot.path,
    fileName: slot.fileName,
    size: version.size,
    sha256: version.sha256 ?? '',
    contentType: version.contentType,
    uploadedAt: version.uploadedAt ?? version.startedAt,
  });
}

/** Each slot's file now, by path. */
async function currentVersions(em: EntityManager): Promise<Map<string, DownloadFileVersion>> {
  const rows = await em.find(DownloadSlotFile, { version: { $ne: null } }, { populate: ['version'] });
  return new Map(rows.flatMap((row) => (row.version ? [[row.path, row.version] as const] : [])));
}

/** The files the /downloads page can offer now, in page order. */
export async function listDownloadFiles(em: EntityManager): Promise<DownloadFileView[]> {
  const versions = await currentVersions(em);
  return DOWNLOAD_SLOTS.flatMap((slot) => {
    const version = versions.get(slot.path);
    return version ? [fileView(slot, version)] : [];
  });
}

/** Every slot of the page, in page order, with its file when it has one. */
export async function listDownloadSlots(em: EntityManager): Promise<DownloadSlotView[]> {
  const versions = await currentVersions(em);
  return DOWNLOAD_SLOTS.map((slot) => {
    const version = versions.get(slot.path);
    return Object.assign(new DownloadSlotView(), {
      path: slot.path,
      label: slot.label,
      format: slot.format,
      offlineSet: slot.offlineSet ?? null,
      file: version ? fileView(slot, version) : null,
    });
  });
}

/** The version a slot's link serves now, or null when the slot has no file. */
export async function currentVersion(em: EntityManager, path: string): Promise<DownloadFileVersion | null> {
  const row = await em.findOne(DownloadSlotFile, { path }, { populate: ['version'] });
  return row?.version ?? null;
}
