import { useTexts } from '@greenroom/core';
import { Button } from '@greenroom/ui';
import { brandingTextTable } from '../texts';
import { Progress, ProgressBarInRow } from './styles';

export interface UploadProgressProps {
  /** Share of the file sent, 0 to 100; null before the first progress report (the bar is then indeterminate, without a value). */
  percent: number | null;
  /** Stops the upload. */
  onCancel: () => void;
}

/**
 * The progress of a running upload: a progress bar with the share of the file sent and the button
 * that cancels it.
 * @example <UploadProgress percent={40} onCancel={() => controller.abort()} />
 */
export function UploadProgress({ percent, onCancel }: UploadProgressProps) {
  const texts = useTexts(brandingTextTable);
  return (
    <Progress data-ui="UploadProgress">
      <span>{percent === null ? texts.uploading : texts.uploadingPercent(percent)}</span>
      <ProgressBarInRow label={texts.uploadProgress} value={percent} />
      <Button variant="secondary" onClick={onCancel}>
        {texts.cancelUpload}
      </Button>
    </Progress>
  );
}

/**
 * The whole percent of `total` that `loaded` is (100 for an empty file).
 * @example percentOf(512, 1024) // 50
 */
export function percentOf(loaded: number, total: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((100 * loaded) / total)));
}
