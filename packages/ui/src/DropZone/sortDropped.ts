import { fileMatchesAccept } from './accept';
import { uiTexts, type UiTexts } from '../texts';

/** Why a DropZone refused what it was given. */
export type DropZoneRejection =
  | { code: 'too-many-files'; message: string; files: File[] }
  | { code: 'file-type'; message: string; file: File };

/** The files a DropZone takes and the ones it refuses, each in the order given. */
export interface SortedDrop {
  accepted: File[];
  rejections: DropZoneRejection[];
}

type DropZoneTexts = UiTexts['dropZone'];

const tooMany = (files: File[], texts: DropZoneTexts): DropZoneRejection => ({
  code: 'too-many-files',
  message: texts.tooManyFiles,
  files,
});

const wrongType = (file: File, accept: string, texts: DropZoneTexts): DropZoneRejection => ({
  code: 'file-type',
  message: texts.wrongType(file.name, accept),
  file,
});

/**
 * Sorts dropped or chosen files: each is checked against `accept` on its own; without
 * `multiple`, more than one file is refused as a whole. The refusals are worded by `texts` (the
 * kit's `dropZone` texts; English by default).
 *
 * @example
 * sortDropped([png, txt], { accept: 'image/png', multiple: true });
 * // { accepted: [png], rejections: [{ code: 'file-type', file: txt, message: 'notes.txt is not an accepted file type (image/png).' }] }
 */
export function sortDropped(
  files: File[],
  { accept, multiple }: { accept?: string; multiple: boolean },
  texts: DropZoneTexts = uiTexts.dropZone,
): SortedDrop {
  if (!multiple && files.length > 1) return { accepted: [], rejections: [tooMany(files, texts)] };
  const accepted: File[] = [];
  const rejections: DropZoneRejection[] = [];
  for (const file of files) {
    if (fileMatchesAccept(file, accept)) accepted.push(file);
    else rejections.push(wrongType(file, accept ?? '', texts));
  }
  return { accepted, rejections };
}
