import { useTexts, type ColorPair, type SkinItem } from '@greenroom/core';
import { Button, Dialog } from '@greenroom/ui';
import { brandingTextTable, type BrandingTexts } from '../texts';
import { previewKind } from './previewKind';
import { Media, PairList, Swatch } from './styles';

export interface SkinPreviewDialogProps {
  open: boolean;
  onClose: () => void;
  item: SkinItem;
}

function valueText(item: SkinItem, texts: BrandingTexts): string {
  if (typeof item.value === 'boolean') return item.value ? texts.yes : texts.no;
  if (item.value === '' || item.value === null || item.value === undefined) return texts.noValue;
  return String(item.value);
}

/**
 * The preview of one skin item: its image, video or audio, a colour swatch with its value, the
 * avatar colour pairs, or the value itself.
 * @example <SkinPreviewDialog open item={space.uiSkin.thumbnailLogo} onClose={close} />
 */
export function SkinPreviewDialog({ open, onClose, item }: SkinPreviewDialogProps) {
  const texts = useTexts(brandingTextTable);
  const kind = previewKind(item);
  const src = typeof item.value === 'string' ? item.value : '';
  const empty = src === '' && kind !== 'pairs' && kind !== 'text';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={texts.previewTitle(item.label)}
      closeOnOutsidePress
      data-ui="SkinPreviewDialog"
      actions={<Button onClick={onClose}>{texts.close}</Button>}
    >
      {empty ? (
        <p>{texts.noValue}</p>
      ) : kind === 'image' ? (
        <Media>
          <img src={src} alt={item.label} />
        </Media>
      ) : kind === 'video' ? (
        <Media>
          {/* Nothing is downloaded until the producer presses play (a stage video may be 10 MB). */}
          <video src={src} controls preload="none" aria-label={item.label} />
        </Media>
      ) : kind === 'audio' ? (
        <Media>
          <audio src={src} controls preload="none" aria-label={item.label} />
        </Media>
      ) : kind === 'color' ? (
        <p>
          <Swatch $color={src} aria-hidden />
          {src}
        </p>
      ) : kind === 'pairs' ? (
        <PairList aria-label={item.label}>
          {(Array.isArray(item.value) ? (item.value as ColorPair[]) : []).map((pair, index) => (
            <li key={index}>
              <Swatch $color={pair.primary} aria-hidden />
              <Swatch $color={pair.secondary} aria-hidden />
              {`${texts.primary} ${pair.primary}, ${texts.secondary} ${pair.secondary}`}
            </li>
          ))}
        </PairList>
      ) : (
        <p>{valueText(item, texts)}</p>
      )}
    </Dialog>
  );
}
