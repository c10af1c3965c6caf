import { isStaleWrite, queryKeys, useTexts, type ColorPair, type SkinItem } from '@greenroom/core';
import { avatarColorSlots, validateAvatarColors, type AvatarColorSlot } from '@greenroom/core/rules';
import { Button, ColorPicker, Dialog, Switch } from '@greenroom/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { skinItemVersion } from '../data/skinItemVersion';
import { useUpdateSkinItem } from '../data/useUpdateSkinItem';
import { brandingTextTable } from '../texts';
import type { BrandingSlice } from '../types';
import { SlotError, SlotGrid, SlotRow } from './styles';

export interface AvatarColorsDialogProps {
  open: boolean;
  onClose: () => void;
  spaceID: string;
  /** avatarSkin.avatarColors (ColorPairList). */
  item: SkinItem;
  api?: BrandingSlice;
}

/**
 * The avatar colour editor: 8 slots, each enabled or disabled. Disabling clears both colours and
 * greys the slot; a colour commits when the user clicks away from its picker. An enabled slot with
 * one colour is flagged and blocks SAVE; one with neither counts as disabled. CANCEL re-fetches the
 * space and discards the edits. SAVE carries the item's version as the dialog opened with it; when
 * someone else saved the colours since (412) the producer is told so (core's staleRecord text), the
 * dialog closes and the space is read again.
 *
 * @example
 * <AvatarColorsDialog open spaceID="s1" item={space.avatarSkin.avatarColors} onClose={close} />
 */
export function AvatarColorsDialog({ open, ...rest }: AvatarColorsDialogProps) {
  return open ? <AvatarColorsForm {...rest} /> : null;
}

function AvatarColorsForm({ onClose, spaceID, item, api }: Omit<AvatarColorsDialogProps, 'open'>) {
  const texts = useTexts(brandingTextTable);
  const client = useQueryClient();
  const [slots, setSlots] = useState<AvatarColorSlot[]>(() => avatarColorSlots(Array.isArray(item.value) ? (item.value as ColorPair[]) : []));
  const [showErrors, setShowErrors] = useState(false);
  const save = useUpdateSkinItem({ spaceID }, api);
  // The version the dialog was opened with: a later read must not make an older edit look current.
  const [version] = useState(() => skinItemVersion(item));
  const check = validateAvatarColors(slots);

  const change = (index: number, patch: Partial<AvatarColorSlot>) =>
    setSlots((current) => current.map((slot, i) => (i === index ? { ...slot, ...patch } : slot)));

  const cancel = () => {
    void client.invalidateQueries({ queryKey: queryKeys.spaces.detail(spaceID) });
    onClose();
  };

  const submit = () => {
    if (save.isPending) return;
    save.reset();
    setShowErrors(true);
    if (!check.ok) return;
    save.mutate(
      { group: 'avatarSkin', property: item.property, value: check.pairs, version },
      { onSuccess: onClose, onError: (error) => isStaleWrite(error) && onClose() },
    );
  };

  return (
    <Dialog
      open
      onClose={cancel}
      title={texts.editTitle(item.label)}
      busy={save.isPending}
      error={save.isError && !isStaleWrite(save.error) ? texts.avatarColorsError : null}
      data-ui="AvatarColorsDialog"
      actions={
        <>
          <Button variant="text" onClick={cancel}>
            {texts.cancel}
          </Button>
          <Button onClick={submit}>{texts.save}</Button>
        </>
      }
    >
      <SlotGrid>
        {slots.map((slot, index) => {
          const number = index + 1;
          const error = showErrors ? check.slotErrors[index] : null;
          return (
            <SlotRow key={number} $disabled={!slot.enabled} data-ui="AvatarColorSlot">
              <Switch
                label={texts.slot(number)}
                checked={slot.enabled}
                disabled={save.isPending}
                onChange={(enabled) => change(index, enabled ? { enabled } : { enabled, primary: '', secondary: '' })}
              />
              <ColorPicker
                label={texts.slotPrimary(number)}
                hideLabel
                value={slot.primary ?? ''}
                disabled={!slot.enabled || save.isPending}
                error={error && !slot.primary ? error : undefined}
                onChange={(primary) => change(index, { primary })}
              />
              <ColorPicker
                label={texts.slotSecondary(number)}
                hideLabel
                value={slot.secondary ?? ''}
                disabled={!slot.enabled || save.isPending}
                error={error && !slot.secondary ? error : undefined}
                onChange={(secondary) => change(index, { secondary })}
              />
              {error && slot.primary && slot.secondary ? <SlotError role="alert">{error}</SlotError> : null}
            </SlotRow>
          );
        })}
      </SlotGrid>
    </Dialog>
  );
}
