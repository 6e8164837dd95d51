import { type DownloadSlot, downloadHref, FEAST_TUTORIALS, FEAST_USER_MANUAL_CHAPTERS, FEAST_VERIFICATION_PROBLEMS } from '@site/schema';
import type { DownloadDocument } from './types';

/** A numbered manual of the slot catalogue as a modal lists it. */
function documentOf(slot: DownloadSlot): DownloadDocument {
  return { number: slot.number ?? '', title: slot.label, href: downloadHref(slot) };
}

/** FEAST tutorials 01–22, by subject. */
export const feastTutorials: readonly DownloadDocument[] = FEAST_TUTORIALS.map(documentOf);

export const feastVerificationProblems: readonly DownloadDocument[] = FEAST_VERIFICATION_PROBLEMS.map(documentOf);

export const feastUserManualChapters: readonly DownloadDocument[] = FEAST_USER_MANUAL_CHAPTERS.map(documentOf);
