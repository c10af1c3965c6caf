import { fileMatchesAccept } from './accept';

/** Why a DropZone refused what it was given. */
export type DropZoneRejection =
  | { code: 'too-many-files'; message: string; files: File[] }
  | { code: 'file-type'; message: string; file: File };

/** The files a DropZone takes and the ones it refuses, each in the order given. */
export interface SortedDrop {
  accepted: File[];
  rejections: DropZoneRejection[];
}

const tooMany = (files: File[]): DropZoneRejection => ({
  code: 'too-many-files',
  message: 'Only one file can be added at a time.',
  files,
});

const wrongType = (file: File, accept: string): DropZoneRejection => ({
  code: 'file-type',
  message: `${file.name} is not an accepted file type (${accept}).`,
  file,
});

/**
 * Sorts dropped or chosen files: each is checked against `accept` on its own; without
 * `multiple`, more than one file is refused as a whole.
 *
 * @example
 * sortDropped([png, txt], { accept: 'image/png', multiple: true });
 * // { accepted: [png], rejections: [{ code: 'file-type', file: txt, message: 'notes.txt is not an accepted file type (image/png).' }] }
 */
export function sortDropped(files: File[], { accept, multiple }: { accept?: string; multiple: boolean }): SortedDrop {
  if (!multiple && files.length > 1) return { accepted: [], rejections: [tooMany(files)] };
  const accepted: File[] = [];
  const rejections: DropZoneRejection[] = [];
  for (const file of files) {
    if (fileMatchesAccept(file, accept)) accepted.push(file);
    else rejections.push(wrongType(file, accept ?? ''));
  }
  return { accepted, rejections };
}
