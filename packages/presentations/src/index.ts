// @greenroom/presentations: the Presentations tab of the space window.
export { PresentationsTab, type PresentationsTabProps } from './PresentationsTab';
export { CreatePresentationDialog, type CreatePresentationDialogProps } from './CreatePresentationDialog';
export { DeletePresentationDialog, type DeletePresentationDialogProps } from './DeletePresentationDialog';
export { UploadSlidesDialog, type UploadSlidesDialogProps } from './UploadSlidesDialog';
export { EditPresentationDialog, type EditPresentationDialogProps } from './EditPresentationDialog';
export { SlideGrid, type SlideGridProps } from './SlideGrid';
export { presentationTexts, presentationsTextTable, type PresentationTexts } from './texts';
export { checkSlideFile } from './data/checkSlideFile';
export type { PresentationsSlice } from './types';
