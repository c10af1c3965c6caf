import { useTexts } from '@greenroom/core';
import type { SkinRow } from '@greenroom/core/rules';
import { EmptyState, IconButton } from '@greenroom/ui';
import { Eye, Pencil, Upload } from 'lucide-react';
import { useState } from 'react';
import { AssetUploadDialog } from '../AssetUploadDialog/AssetUploadDialog';
import { AvatarColorsDialog } from '../AvatarColorsDialog/AvatarColorsDialog';
import { SkinPreviewDialog } from '../SkinPreviewDialog/SkinPreviewDialog';
import { SkinValueDialog } from '../SkinValueDialog/SkinValueDialog';
import { brandingTextTable } from '../texts';
import type { BrandingSlice } from '../types';
import { Row, RowLabel, Rows } from './styles';

export interface SkinItemListProps {
  spaceID: string;
  /** The rows, already sorted and filtered by core's rules (inRoomRows, webRows, emailRows). */
  rows: SkinRow[];
  api?: BrandingSlice;
}

const ASSET_TYPES = new Set(['Image', 'Video', 'Audio', 'ImageOrVideo']);

type Open = { row: SkinRow; mode: 'preview' | 'edit' } | null;

/**
 * A list of skin items, each row with a preview button and an edit (or, for files, upload) button
 * that opens the dialog of the item's type.
 * @example <SkinItemList spaceID="s1" rows={inRoomRows(space, role)} />
 */
export function SkinItemList({ spaceID, rows, api }: SkinItemListProps) {
  const texts = useTexts(brandingTextTable);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  if (rows.length === 0) return <EmptyState title={texts.emptyList} />;
  const shown = open ? { ...open, row: rows.find((r) => r.item.property === open.row.item.property && r.group === open.row.group) ?? open.row } : null;
  return (
    <>
      <Rows data-ui="SkinItemList">
        {rows.map((row) => {
          const { item } = row;
          const upload = ASSET_TYPES.has(item.type);
          return (
            <Row key={`${row.group}.${item.property}`}>
              <RowLabel>{item.label}</RowLabel>
              <IconButton label={texts.previewRow(item.label)} size="sm" onClick={() => setOpen({ row, mode: 'preview' })}>
                <Eye />
              </IconButton>
              <IconButton
                label={upload ? texts.uploadRow(item.label) : texts.editRow(item.label)}
                size="sm"
                onClick={() => setOpen({ row, mode: 'edit' })}
              >
                {upload ? <Upload /> : <Pencil />}
              </IconButton>
            </Row>
          );
        })}
      </Rows>
      {shown?.mode === 'preview' ? <SkinPreviewDialog open item={shown.row.item} onClose={close} /> : null}
      {shown?.mode === 'edit' ? <EditDialog spaceID={spaceID} row={shown.row} api={api} onClose={close} /> : null}
    </>
  );
}

function EditDialog({ spaceID, row, api, onClose }: { spaceID: string; row: SkinRow; api?: BrandingSlice; onClose: () => void }) {
  const { group, item } = row;
  if (ASSET_TYPES.has(item.type)) return <AssetUploadDialog open spaceID={spaceID} group={group} item={item} api={api} onClose={onClose} />;
  if (item.type === 'ColorPairList') return <AvatarColorsDialog open spaceID={spaceID} item={item} api={api} onClose={onClose} />;
  return <SkinValueDialog open spaceID={spaceID} group={group} item={item} api={api} onClose={onClose} />;
}
