import { isStaleWrite, useTexts, type SkinGroupName, type SkinItem } from '@greenroom/core';
import { parseNumberInput, validateNumberInput } from '@greenroom/core/rules';
import { Checkbox, ColorPicker, FormDialog, TextField } from '@greenroom/ui';
import { useState } from 'react';
import { skinItemVersion } from '../data/skinItemVersion';
import { useUpdateSkinItem } from '../data/useUpdateSkinItem';
import { brandingTextTable } from '../texts';
import type { BrandingSlice } from '../types';

/** The item types this dialog edits. */
export type EditableValueType = 'SingleColor' | 'SingleNumber' | 'Boolean';

export interface SkinValueDialogProps {
  open: boolean;
  onClose: () => void;
  spaceID: string;
  group: SkinGroupName;
  /** A SingleColor, SingleNumber or Boolean item. */
  item: SkinItem;
  api?: BrandingSlice;
}

/**
 * The edit dialog of a SingleColor (colour picker), SingleNumber (minimum 0, step 0.01, rounded to 2
 * decimals, empty flagged) or Boolean (checkbox) item. A failed save keeps the dialog open with the
 * spinner stopped and the spec's text ('An error occurred editing this color' / 'this property' /
 * 'this checkbox'); SAVE tries again. A saved value closes the dialog and shows in the list. The save
 * carries the item's version as the dialog opened with it; when someone else saved the item since
 * (412) the producer is told so (core's staleRecord text), the dialog closes and the tab shows the
 * item as read again.
 *
 * @example
 * <SkinValueDialog open spaceID="s1" group="worldSkin" item={space.worldSkin.lightIntensity} onClose={close} />
 */
export function SkinValueDialog({ open, ...rest }: SkinValueDialogProps) {
  return open ? <SkinValueForm {...rest} /> : null;
}

function initialText(item: SkinItem): string {
  if (item.type === 'SingleNumber') return typeof item.value === 'number' ? String(item.value) : '';
  return typeof item.value === 'string' ? item.value : '';
}

function SkinValueForm({ onClose, spaceID, group, item, api }: Omit<SkinValueDialogProps, 'open'>) {
  const texts = useTexts(brandingTextTable);
  const type = item.type as EditableValueType;
  const [text, setText] = useState(() => initialText(item));
  const [checked, setChecked] = useState(item.value === true);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const save = useUpdateSkinItem({ spaceID }, api);
  // The version the dialog was opened with: a later read must not make an older edit look current.
  const [version] = useState(() => skinItemVersion(item));
  const closeWhenStale = (error: Error) => {
    if (isStaleWrite(error)) onClose();
  };

  const submit = () => {
    save.reset();
    if (type === 'SingleNumber') {
      const problem = validateNumberInput(text);
      setFieldError(problem);
      const value = parseNumberInput(text);
      if (problem || value === null) return;
      setText(String(value));
      return save.mutate({ group, property: item.property, value, version }, { onSuccess: onClose, onError: closeWhenStale });
    }
    const value = type === 'Boolean' ? checked : text;
    save.mutate({ group, property: item.property, value, version }, { onSuccess: onClose, onError: closeWhenStale });
  };

  return (
    <FormDialog
      open
      onCancel={onClose}
      onSubmit={submit}
      title={texts.editTitle(item.label)}
      submitLabel={texts.save}
      cancelLabel={texts.cancel}
      pending={save.isPending}
      error={save.isError && !isStaleWrite(save.error) ? texts.editErrors[type] : null}
      data-ui="SkinValueDialog"
    >
      {type === 'SingleColor' ? (
        <ColorPicker label={item.label} value={text} disabled={save.isPending} onChange={setText} />
      ) : type === 'SingleNumber' ? (
        <TextField
          label={item.label}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={text}
          required
          disabled={save.isPending}
          error={fieldError}
          onValueChange={(value) => {
            setText(value);
            setFieldError(null);
          }}
        />
      ) : (
        <Checkbox label={item.label} checked={checked} disabled={save.isPending} onCheckedChange={setChecked} />
      )}
    </FormDialog>
  );
}
