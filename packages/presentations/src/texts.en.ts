// The presentations text table in English, and its type: the words the German table (texts.de.ts) follows.
import { messages, SLIDE_DIMENSIONS, type TextShape } from '@greenroom/core';

/**
 * Every text the Presentations tab shows, quoted exactly from docs/reference/portal.md §2, §5 and §8.
 * Texts the spec leaves open are marked as ours.
 * @example
 * presentationTexts.deleteMessage // 'There is no undo for presentation delete.'
 */
export const presentationTexts = {
  newButton: 'NEW',
  createTitle: 'Create Presentation',
  deleteTitle: 'Delete Presentation',
  uploadTitle: 'Upload Slides',
  editTitle: 'Edit Presentation',
  deleteMessage: 'There is no undo for presentation delete.',
  getError: 'An error occurred getting info about this presentation',
  createError: 'An error occurred creating this presentation',
  deleteError: 'An error occurred deleting this presentation',
  uploadError: 'An error occurred uploading slides',
  editError: 'An error occurred editing this presentation',
  required: messages.required,
  noFileChosen: messages.noFileChosen,
  cancel: 'CANCEL',
  confirm: 'CONFIRM',
  save: 'SAVE',
  deleteSelected: 'SELECTED',
  deleteAll: 'ALL SLIDES',
  /** Ours: the spec names the size only as 'PNG 960px x 540px'. */
  slideHint: `PNG: ${SLIDE_DIMENSIONS.width}px x ${SLIDE_DIMENSIONS.height}px`,
  /** Ours. */
  listTitle: 'Presentations',
  /** Ours. */
  emptyList: 'No presentations found for this space.',
  /** Ours. */
  listError: 'An error occurred getting presentations for this space.',
  /** Ours. */
  loadingList: 'Loading presentations',
  /** Ours. */
  loadingPresentation: 'Loading presentation',
  /** Ours. */
  nameLabel: 'Presentation Name',
  /** Ours. */
  nameColumn: 'Name',
  /** Ours. */
  actionsColumn: 'Actions',
  /** Ours: accessible names of the row buttons. */
  editRow: (name: string) => `Edit ${name}`,
  uploadRow: (name: string) => `Upload slides to ${name}`,
  deleteRow: (name: string) => `Delete ${name}`,
  /** Ours: the drop area of Upload Slides. */
  dropLabel: 'Drop PNG slides here or click to choose',
  /** Ours. */
  chosenFiles: 'Chosen files',
  removeFile: (fileName: string) => `Remove ${fileName}`,
  checking: 'Checking…',
  ready: 'Ready',
  uploading: (done: number, total: number) => `Uploading ${done} of ${total}`,
  /** Ours: the slide grid. */
  slidesLabel: 'Slides',
  noSlides: 'This presentation has no slides yet.',
  slideLabel: (position: number, total: number) => `Slide ${position} of ${total}`,
  selectedCount: (count: number) => `${count} selected`,
  deleteLabel: 'Delete:',
  /** Ours: how the slide grid is used without a mouse, read by screen readers. */
  dragInstructions:
    'Press Enter to select or unselect this slide. To move it, press Space, use the arrow keys to move it, then press Space again to drop it or Escape to cancel.',
  pickedUp: (position: number) => `Picked up slide ${position}.`,
  movedTo: (from: number, to: number, total: number) => `Slide ${from} moved to position ${to} of ${total}.`,
  droppedAt: (from: number, to: number, total: number) => `Slide ${from} dropped at position ${to} of ${total}.`,
  cancelled: (from: number) => `Moving slide ${from} was cancelled; it stays where it was.`,
} as const;

/**
 * The shape of the Presentations tab's texts, which every locale fills in.
 * @example const texts: PresentationTexts = presentationTexts;
 */
export type PresentationTexts = TextShape<typeof presentationTexts>;
