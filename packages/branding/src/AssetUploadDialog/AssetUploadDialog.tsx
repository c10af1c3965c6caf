import { isStaleWrite, useTexts, type SkinGroupName, type SkinItem } from '@greenroom/core';
import { validateFileChosen } from '@greenroom/core/rules';
import { Button, Dialog, DropZone, RadioGroup } from '@greenroom/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { checkAssetFile, type AssetKind, type CheckedAsset } from '../data/checkAssetFile';
import { skinItemVersion } from '../data/skinItemVersion';
import { useUploadSkinAsset } from '../data/useUploadSkinAsset';
import { brandingTextTable } from '../texts';
import type { BrandingSlice } from '../types';
import { assetHint, initialKind, uploadError } from './assetDialogKind';
import { UploadForm } from './styles';
import { percentOf, UploadProgress } from './UploadProgress';

export interface AssetUploadDialogProps {
  open: boolean;
  onClose: () => void;
  spaceID: string;
  /** The group the item is saved in. */
  group: SkinGroupName;
  /** An Image, Video, Audio or ImageOrVideo item. */
  item: SkinItem;
  /** Overrides the PortalProvider's api. */
  api?: BrandingSlice;
}

/**
 * The upload dialog of an Image, Video, Audio or ImageOrVideo item. A chosen file is checked by its
 * bytes at once (PNG and its exact size, MP4, MP3 or WAV, none over 10000000 bytes) and a wrong one is
 * refused with the spec's message (over the size: 'File size cannot exceed 10 MB', for video 'Video
 * file size cannot exceed 10 MB') and never sent. ImageOrVideo has the 'Asset Type' radio, which switches the
 * accepted type and clears the chosen file. UPLOAD runs the upload sequence with a progress bar of
 * the bytes sent; 'Cancel upload' aborts it and keeps the old asset; on success the dialog closes
 * and the space shows the new asset. The save carries the item's version as the dialog opened with
 * it; when someone else saved the item since (412) the producer is told so (core's staleRecord
 * text), the dialog closes and the space is read again.
 *
 * @example
 * <AssetUploadDialog open spaceID="s1" group="uiSkin" item={space.uiSkin.thumbnailLogo} onClose={close} />
 */
export function AssetUploadDialog({ open, ...rest }: AssetUploadDialogProps) {
  return open ? <AssetUploadForm {...rest} /> : null;
}

function AssetUploadForm({ onClose, spaceID, group, item, api }: Omit<AssetUploadDialogProps, 'open'>) {
  const texts = useTexts(brandingTextTable);
  const formId = useId();
  const [kind, setKind] = useState<AssetKind>(() => initialKind(item));
  const [chosen, setChosen] = useState<CheckedAsset | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const checking = useRef(0);
  const abort = useRef<AbortController | null>(null);
  const upload = useUploadSkinAsset({ spaceID }, api);
  // The version the dialog was opened with: a later read must not make an older edit look current.
  const [version] = useState(() => skinItemVersion(item));
  const uploading = upload.isPending;
  const cancelled = abort.current?.signal.aborted ?? false;
  const failure = upload.isError && !cancelled && !isStaleWrite(upload.error) ? uploadError(item.type, kind, texts) : null;

  // The check of the chosen file; UPLOAD waits for it when pressed right after choosing.
  const check = useRef<Promise<CheckedAsset | null>>(Promise.resolve(null));

  const choose = (file: File) => {
    const run = ++checking.current;
    upload.reset();
    setChosen(null);
    setFileName(file.name);
    setFileError(null);
    const options = { dimensions: item.dimensions, videoWording: item.type === 'ImageOrVideo' ? ('short' as const) : ('long' as const) };
    check.current = checkAssetFile(file, kind, options).then((checked) => {
      if (run !== checking.current) return null;
      if ('error' in checked) {
        setFileError(checked.error);
        return null;
      }
      setChosen(checked);
      return checked;
    });
  };

  const switchKind = (next: string) => {
    checking.current++;
    check.current = Promise.resolve(null);
    setKind(next as AssetKind);
    setChosen(null);
    setFileName(null);
    setFileError(null);
    upload.reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (uploading) return;
    const asset = chosen ?? (await check.current);
    if (!asset) {
      setFileError((current) => current ?? validateFileChosen(null));
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setPercent(null);
    const onProgress = (loaded: number, total: number) => {
      if (!controller.signal.aborted) setPercent(percentOf(loaded, total));
    };
    upload.mutate(
      { group, property: item.property, asset, version, signal: controller.signal, onProgress },
      { onSuccess: onClose, onError: (error) => isStaleWrite(error) && onClose() },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={texts.uploadTitle(item.label)}
      description={item.type === 'ImageOrVideo' ? texts.videoHint : assetHint(item, kind, texts)}
      busy={uploading}
      error={failure}
      data-ui="AssetUploadDialog"
      actions={
        <>
          <Button variant="text" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button type="submit" form={formId}>
            {texts.upload}
          </Button>
        </>
      }
    >
      <UploadForm id={formId} noValidate onSubmit={(event) => void submit(event)}>
        {item.type === 'ImageOrVideo' ? (
          <RadioGroup
            label={texts.assetType}
            value={kind}
            onChange={switchKind}
            orientation="horizontal"
            disabled={uploading}
            options={[
              { value: 'Image', label: texts.assetImage },
              { value: 'Video', label: texts.assetVideo },
            ]}
          />
        ) : null}
        <DropZone
          key={kind}
          label={texts.dropLabel}
          hint={assetHint(item, kind, texts)}
          fileName={fileName}
          error={fileError ?? undefined}
          disabled={uploading}
          onFile={choose}
        />
        {uploading ? <UploadProgress percent={percent} onCancel={() => abort.current?.abort()} /> : null}
      </UploadForm>
    </Dialog>
  );
}
