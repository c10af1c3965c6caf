import { isStaleWrite, useTexts, validateRequired, type Presentation } from '@greenroom/core';
import { Button, Dialog, FormDialog, Spinner, TextField } from '@greenroom/ui';
import { useState } from 'react';
import { moveSlide, toggleSlide, withoutSlides } from '../data/slideEdits';
import { useFreshPresentation } from '../data/useFreshPresentation';
import { useSavePresentation } from '../data/useSavePresentation';
import { SlideGrid } from '../SlideGrid/SlideGrid';
import { presentationsTextTable } from '../texts';
import type { PresentationsSlice } from '../types';
import { Centered, Muted, SlideToolbar } from './styles';

export interface EditPresentationDialogProps {
  open: boolean;
  /** The presentation to edit (fetched afresh on opening). */
  presentationID: string;
  /** CANCEL, the close button or Escape: every change is discarded. Also called after a save. */
  onClose: () => void;
  /** The saved presentation. */
  onSaved?: (presentation: Presentation) => void;
  /** Overrides the PortalProvider's api. */
  api?: PresentationsSlice;
}

/**
 * 'Edit Presentation': the name (required), a grid of slide thumbnails to reorder by drag or
 * keyboard and to select by click or Enter, delete SELECTED or ALL SLIDES, CANCEL / SAVE. Nothing
 * is sent before SAVE (PUT /presentation with the name and slides in their new order); CANCEL
 * discards every change. Failures: 'An error occurred getting info about this presentation'
 * (loading) and 'An error occurred editing this presentation' (saving). SAVE carries the version
 * the dialog opened with; when someone else saved the presentation since (412) the producer is
 * told so (core's staleRecord text), the dialog closes and the presentation is read again.
 *
 * @example
 * <EditPresentationDialog open presentationID="pr1" onClose={close} />
 */
export function EditPresentationDialog({ open, ...rest }: EditPresentationDialogProps) {
  return open ? <EditLoader {...rest} /> : null;
}

function EditLoader({ presentationID, onClose, onSaved, api }: Omit<EditPresentationDialogProps, 'open'>) {
  const t = useTexts(presentationsTextTable);
  const loaded = useFreshPresentation(presentationID, api);
  if (!loaded.presentation) {
    return (
      <Dialog open onClose={onClose} title={t.editTitle} size="lg" error={loaded.failed ? t.getError : null} data-ui="EditPresentationDialog">
        {loaded.failed ? null : (
          <Centered>
            <Spinner label={t.loadingPresentation} />
          </Centered>
        )}
      </Dialog>
    );
  }
  return <EditPresentationForm presentation={loaded.presentation} onClose={onClose} onSaved={onSaved} api={api} />;
}

function EditPresentationForm({ presentation, onClose, onSaved, api }: { presentation: Presentation; onClose: () => void; onSaved?: (p: Presentation) => void; api?: PresentationsSlice }) {
  const t = useTexts(presentationsTextTable);
  const [name, setName] = useState(presentation.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const [slides, setSlides] = useState<string[]>(presentation.slides);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const save = useSavePresentation(api);
  const saving = save.isPending;

  const submit = () => {
    save.reset();
    const problem = validateRequired(name);
    setNameError(problem);
    if (problem) return;
    save.mutate(
      { presentation, name, slides },
      {
        onSuccess: (saved) => {
          onSaved?.(saved);
          onClose();
        },
        onError: (error) => isStaleWrite(error) && onClose(),
      },
    );
  };

  const deleteSelected = () => {
    setSlides(withoutSlides(slides, selected));
    setSelected(new Set());
  };
  const deleteAll = () => {
    setSlides([]);
    setSelected(new Set());
  };

  return (
    <FormDialog
      open
      onCancel={onClose}
      onSubmit={submit}
      title={t.editTitle}
      submitLabel={t.save}
      cancelLabel={t.cancel}
      pending={saving}
      error={save.isError && !isStaleWrite(save.error) ? t.editError : null}
      size="lg"
      data-ui="EditPresentationDialog"
    >
      <TextField
        label={t.nameLabel}
        value={name}
        required
        fullWidth
        autoComplete="off"
        disabled={saving}
        error={nameError}
        onValueChange={(value) => {
          setName(value);
          setNameError(null);
        }}
      />
      <SlideToolbar role="group" aria-label={t.deleteLabel}>
        <span aria-hidden>{t.deleteLabel}</span>
        <Button variant="secondary" disabled={saving || selected.size === 0} onClick={deleteSelected}>
          {t.deleteSelected}
        </Button>
        <Button variant="secondary" disabled={saving || slides.length === 0} onClick={deleteAll}>
          {t.deleteAll}
        </Button>
        <Muted aria-live="polite">{selected.size > 0 ? t.selectedCount(selected.size) : ''}</Muted>
      </SlideToolbar>
      {slides.length === 0 ? (
        <Muted>{t.noSlides}</Muted>
      ) : (
        <SlideGrid
          slides={slides}
          thumbnailRoot={presentation.thumbnailRoot}
          selected={selected}
          disabled={saving}
          onToggle={(slide) => setSelected((current) => toggleSlide(current, slide))}
          onMove={(active, over) => setSlides((current) => moveSlide(current, active, over))}
        />
      )}
    </FormDialog>
  );
}
