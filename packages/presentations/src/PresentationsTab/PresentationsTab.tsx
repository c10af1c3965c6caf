import { useTexts, type PresentationRef } from '@greenroom/core';
import { Button, IconButton, Table, type TableColumn } from '@greenroom/ui';
import { Pencil, Plus, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { CreatePresentationDialog } from '../CreatePresentationDialog/CreatePresentationDialog';
import { usePresentationList } from '../data/usePresentationList';
import { DeletePresentationDialog } from '../DeletePresentationDialog/DeletePresentationDialog';
import { EditPresentationDialog } from '../EditPresentationDialog/EditPresentationDialog';
import { presentationsTextTable } from '../texts';
import type { PresentationsSlice } from '../types';
import { UploadSlidesDialog } from '../UploadSlidesDialog/UploadSlidesDialog';
import { ListHeader, ListTitle, RowActions, TabRoot } from './styles';

export interface PresentationsTabProps {
  /** The space whose presentations are shown. */
  spaceID: string;
  /** Overrides the PortalProvider's api. */
  api?: PresentationsSlice;
}

/** Which dialog is open, for which presentation. */
type OpenDialog =
  | { kind: 'create' }
  | { kind: 'edit' | 'upload' | 'delete'; presentation: PresentationRef }
  | null;

/**
 * The Presentations tab of the space window: the space's presentations sorted by name, a NEW
 * button ('Create Presentation') and per presentation edit ('Edit Presentation'), upload
 * ('Upload Slides') and delete ('Delete Presentation'), with loading, empty and error states.
 *
 * @example
 * <PresentationsTab spaceID={space.spaceID} />
 */
export function PresentationsTab({ spaceID, api }: PresentationsTabProps) {
  const texts = useTexts(presentationsTextTable);
  const list = usePresentationList({ spaceID }, api);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);

  const columns: TableColumn<PresentationRef>[] = [
    { id: 'name', header: texts.nameColumn, cell: (p) => p.presentationName },
    {
      id: 'actions',
      header: texts.actionsColumn,
      width: 140,
      align: 'end',
      cell: (presentation) => (
        <RowActions>
          <IconButton label={texts.editRow(presentation.presentationName)} size="sm" onClick={() => setDialog({ kind: 'edit', presentation })}>
            <Pencil />
          </IconButton>
          <IconButton label={texts.uploadRow(presentation.presentationName)} size="sm" onClick={() => setDialog({ kind: 'upload', presentation })}>
            <Upload />
          </IconButton>
          <IconButton label={texts.deleteRow(presentation.presentationName)} size="sm" onClick={() => setDialog({ kind: 'delete', presentation })}>
            <Trash2 />
          </IconButton>
        </RowActions>
      ),
    },
  ];

  return (
    <TabRoot data-ui="PresentationsTab" aria-labelledby="presentations-title">
      <ListHeader>
        <ListTitle id="presentations-title">{texts.listTitle}</ListTitle>
        <Button startIcon={<Plus />} onClick={() => setDialog({ kind: 'create' })}>
          {texts.newButton}
        </Button>
      </ListHeader>
      <Table
        label={texts.listTitle}
        columns={columns}
        rows={list.data ?? []}
        getRowId={(p) => p.presentationID}
        loading={list.isPending}
        loadingText={texts.loadingList}
        error={list.isError ? texts.listError : null}
        emptyText={texts.emptyList}
      />
      <CreatePresentationDialog open={dialog?.kind === 'create'} spaceID={spaceID} api={api} onClose={close} />
      {dialog && dialog.kind !== 'create' ? (
        <>
          <EditPresentationDialog
            open={dialog.kind === 'edit'}
            presentationID={dialog.presentation.presentationID}
            api={api}
            onClose={close}
          />
          <UploadSlidesDialog
            open={dialog.kind === 'upload'}
            presentationID={dialog.presentation.presentationID}
            api={api}
            onClose={close}
          />
          <DeletePresentationDialog
            open={dialog.kind === 'delete'}
            spaceID={spaceID}
            presentation={dialog.presentation}
            api={api}
            onClose={close}
          />
        </>
      ) : null}
    </TabRoot>
  );
}
