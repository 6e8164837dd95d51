import type { FoundPersonalData } from './personal-data-operations';

/** What the Personal data tab says. */
export const PERSONAL_DATA_MESSAGES = {
  searchFailed: 'Could not search. Please try again.',
  eraseFailed: 'Could not erase. Nothing was removed; please try again.',
  nothingFound: (who: string) => `The site holds nothing about ${who}.`,
  found: (count: number, who: string) => `${count} ${count === 1 ? 'record' : 'records'} about ${who}.`,
  erased: (rows: number, files: number) => `Erased: ${rows} ${rows === 1 ? 'row' : 'rows'} and ${files} ${files === 1 ? 'file' : 'files'}.`,
} as const;

/** What erasing does to a kind's rows, as the confirmation says it. */
export const ERASURE_WORDS: Record<string, string> = {
  delete: 'deleted',
  anonymise: 'kept with the name and contact details blanked',
};

/** Who the results are about, as the tab names them. */
export function personNamed(found: Pick<FoundPersonalData, 'email' | 'phone'>): string {
  return [found.email, found.phone].filter(Boolean).join(' / ');
}
