import { isStaleWrite, useTexts, type Presentation } from '@greenroom/core';
import { Button, Dialog, DropZone, IconButton, ProgressBar, Spinner, type DropZoneRejection } from '@greenroom/ui';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useFreshPresentation } from '../data/useFreshPresentation';
import { useUploadSlides } from '../data/useUploadSlides';
import { presentationsTextTable } from '../texts';
import type { PresentationsSlice } from '../types';
import { Body, ErrorText, FileList, FileName, FileRow, Status, UploadStatus } from './styles';
import { useChosenSlides } from './useChosenSlides';

export interface UploadSlidesDialogProps {
  open: boolean;
  /** The presentation the slides are added to. */
  presentationID: string;
  /** CANCEL, the close button or Escape; never while uploading. Also called after the upload. */
  onClose: () => void;
  /** The presentation with its new slides. */
  onUploaded?: (presentation: Presentation) => void;
  /** Overrides the PortalProvider's api. */
  api?: PresentationsSlice;
}

/**
 * 'Upload Slides': drop or choose PNG slides of 960px x 540px, one or several. Each file is
 * checked by its bytes and size ('File must be of type PNG', 'File size cannot exceed 10 MB',
 * 'Dimensions of image must be 960px x 540px') and listed; SAVE is disabled while any chosen file is rejected (remove it to go on), and with
 * none chosen says 'Please choose a file to upload first.'. SAVE uploads the good files in order
 * with progress, then appends them to the presentation's slides; a failure ('An error occurred
 * uploading slides') leaves the presentation as it was. The save carries the version the dialog
 * opened with; when someone else saved the presentation since (412) the producer is told so
 * (core's staleRecord text), the dialog closes and the presentation is read again.
 *
 * @example
 * <UploadSlidesDialog open presentationID="pr1" onClose={close} />
 */
export function UploadSlidesDialog({ open, ...rest }: UploadSlidesDialogProps) {
  return open ? <UploadLoader {...rest} /> : null;
}

function UploadLoader({ presentationID, onClose, onUploaded, api }: Omit<UploadSlidesDialogProps, 'open'>) {
  const t = useTexts(presentationsTextTable);
  const loaded = useFreshPresentation(presentationID, api);
  const chosen = useChosenSlides();
  const upload = useUploadSlides(api);
  const [noFile, setNoFile] = useState(false);
  const uploading = upload.isPending;
  const blocked = chosen.items.some((item) => item.status !== 'ok');
  const choose = (files: File[]) => {
    setNoFile(false);
    chosen.add(files);
  };

  const save = () => {
    if (uploading || !loaded.presentation) return;
    upload.reset();
    if (chosen.items.length === 0) {
      setNoFile(true);
      return;
    }
    upload.mutate(
      { presentation: loaded.presentation, files: chosen.items.map((item) => item.file) },
      {
        onSuccess: (saved) => {
          onUploaded?.(saved);
          onClose();
        },
        onError: (error) => isStaleWrite(error) && onClose(),
      },
    );
  };

  const error = loaded.failed ? t.getError : upload.isError && !isStaleWrite(upload.error) ? t.uploadError : null;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t.uploadTitle}
      busy={uploading}
      error={error}
      data-ui="UploadSlidesDialog"
      actions={
        <>
          <Button variant="text" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button onClick={save} disabled={blocked || !loaded.presentation}>
            {t.save}
          </Button>
        </>
      }
    >
      <Body>
        <DropZone
          multiple
          label={t.dropLabel}
          hint={t.slideHint}
          accept="image/png"
          // The list below names each file and its problem; the zone shows neither.
          fileName={null}
          error={null}
          disabled={uploading || !loaded.presentation}
          onFiles={choose}
          // A file of another declared type is still listed: its check says 'File must be of type PNG'.
          onReject={(reason: DropZoneRejection) => {
            if (reason.code === 'file-type') choose([reason.file]);
          }}
        />
        {noFile ? <ErrorText role="alert">{t.noFileChosen}</ErrorText> : null}
        {chosen.items.length > 0 ? (
          <FileList aria-label={t.chosenFiles}>
            {chosen.items.map((item) => (
              <FileRow key={item.key}>
                <FileName>{item.file.name}</FileName>
                <Status $error={item.status === 'rejected'} role={item.status === 'rejected' ? 'alert' : undefined}>
                  {item.status === 'checking' ? t.checking : item.status === 'ok' ? t.ready : item.message}
                </Status>
                <IconButton label={t.removeFile(item.file.name)} size="sm" disabled={uploading} onClick={() => chosen.remove(item.key)}>
                  <X />
                </IconButton>
              </FileRow>
            ))}
          </FileList>
        ) : null}
        {upload.progress ? (
          <UploadStatus role="status">
            <ProgressBar label={t.uploading(upload.progress.done, upload.progress.total)} value={upload.progress.done} max={upload.progress.total} />
            {t.uploading(upload.progress.done, upload.progress.total)}
          </UploadStatus>
        ) : null}
        {!loaded.presentation && !loaded.failed ? <Spinner label={t.loadingPresentation} /> : null}
      </Body>
    </Dialog>
  );
}
