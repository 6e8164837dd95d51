import { DOWNLOAD_MAX_BYTES, DOWNLOAD_TOO_LARGE_MESSAGE, DOWNLOAD_WRONG_TYPE_MESSAGES, type DownloadSlot } from '@site/schema';
import { DOWNLOAD_ADMIN_MESSAGES as M } from './download-admin-messages';

export interface MatchedFile {
  file: File;
  slot: DownloadSlot;
}

export interface RefusedFile {
  file: File;
  /** The slot it was meant for, when its name found one. */
  slot?: DownloadSlot;
  reason: string;
}

export interface DropPlan {
  matched: MatchedFile[];
  refused: RefusedFile[];
}

function splitName(name: string): [stem: string, extension: string] {
  const dot = name.lastIndexOf('.');
  const lower = name.toLowerCase();
  return dot > 0 ? [lower.slice(0, dot), lower.slice(dot + 1)] : [lower, ''];
}

/**
 * Why a file cannot go into a slot, found before anything is sent: its extension is not the slot's
 * format, or it is over the limit. The server checks the bytes as well.
 */
export function refusalFor(file: Pick<File, 'name' | 'size'>, slot: DownloadSlot): string | null {
  if (splitName(file.name)[1] !== slot.format) return DOWNLOAD_WRONG_TYPE_MESSAGES[slot.format];
  if (file.size > DOWNLOAD_MAX_BYTES) return DOWNLOAD_TOO_LARGE_MESSAGE;
  return null;
}

/**
 * Gives each dropped file the slot whose file name it has, ignoring case and extension
 * (tutorial-05.pdf and Tutorial-05.PDF fill tutorial-05.pdf), so that a file with the right name
 * but the wrong extension is refused for its type rather than for its name.
 */
export function matchDroppedFiles(files: readonly File[], slots: readonly DownloadSlot[]): DropPlan {
  const byStem = new Map(slots.map((slot) => [splitName(slot.fileName)[0], slot]));
  const taken = new Set<string>();
  const plan: DropPlan = { matched: [], refused: [] };
  for (const file of files) {
    const slot = byStem.get(splitName(file.name)[0]);
    const reason = !slot ? M.noSlot : taken.has(slot.path) ? M.sameNameTwice : refusalFor(file, slot);
    if (!slot || reason) {
      plan.refused.push({ file, slot, reason: reason ?? M.noSlot });
      continue;
    }
    taken.add(slot.path);
    plan.matched.push({ file, slot });
  }
  return plan;
}

/** The plan of one file chosen for one slot. */
export function planForSlot(file: File, slot: DownloadSlot): DropPlan {
  const reason = refusalFor(file, slot);
  return reason ? { matched: [], refused: [{ file, slot, reason }] } : { matched: [{ file, slot }], refused: [] };
}
