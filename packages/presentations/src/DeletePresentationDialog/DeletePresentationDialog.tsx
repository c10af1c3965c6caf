import { useTexts, type PresentationRef } from '@greenroom/core';
import { ConfirmDialog } from '@greenroom/ui';
import { useDeletePresentation } from '../data/useDeletePresentation';
import { presentationsTextTable } from '../texts';
import type { PresentationsSlice } from '../types';

export interface DeletePresentationDialogProps {
  open: boolean;
  /** The space the presentation belongs to. */
  spaceID: string;
  /** The presentation to delete. */
  presentation: PresentationRef;
  /** CANCEL, the close button or Escape; never while deleting. Also called after the delete. */
  onClose: () => void;
  /** Called once the server has deleted it (before onClose). */
  onDeleted?: (presentation: PresentationRef) => void;
  /** Overrides the PortalProvider's api. */
  api?: PresentationsSlice;
}

/**
 * 'Delete Presentation' with 'There is no undo for presentation delete.' and CANCEL / CONFIRM.
 * CONFIRM sends DELETE /presentation; a failure shows 'An error occurred deleting this
 * presentation' and CONFIRM tries again.
 *
 * @example
 * <DeletePresentationDialog open spaceID="s1" presentation={ref} onClose={close} />
 */
export function DeletePresentationDialog({ open, spaceID, presentation, onClose, onDeleted, api }: DeletePresentationDialogProps) {
  const texts = useTexts(presentationsTextTable);
  const remove = useDeletePresentation({ spaceID }, api);
  return (
    <ConfirmDialog
      open={open}
      title={texts.deleteTitle}
      message={texts.deleteMessage}
      confirmLabel={texts.confirm}
      cancelLabel={texts.cancel}
      confirmVariant="danger"
      errorMessage={texts.deleteError}
      onCancel={onClose}
      onConfirm={async () => {
        await remove.mutateAsync(presentation.presentationID);
        onDeleted?.(presentation);
        onClose();
      }}
    />
  );
}
