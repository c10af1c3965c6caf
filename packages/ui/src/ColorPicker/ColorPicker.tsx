import { FloatingFocusManager, FloatingPortal, type OpenChangeReason } from '@floating-ui/react';
import { useTexts } from '@greenroom/core';
import { useRef, useState, type KeyboardEvent } from 'react';
import { HexColorInput, HexColorPicker } from 'react-colorful';
import { FieldFrame, useFieldIds } from '../FieldFrame/FieldFrame';
import { useDialogPopover } from '../internal/useDialogPopover';
import { isHexColor } from './isHexColor';
import { HexInputBox, Popover, Swatch, Trigger } from './styles';
import { ThemeScope } from '../theme/ThemeScope';
import { uiTextTable } from '../texts';

export interface ColorPickerProps {
  /** Label of the field, e.g. 'Hightlight Color'. */
  label: string;
  /** Keep the label for screen readers only (e.g. in a grid of avatar colour slots). */
  hideLabel?: boolean;
  /** Current '#rrggbb' colour, or '' for none. */
  value: string;
  /** Called once per choice, when the user clicks away from the open picker or presses Enter. */
  onChange: (hex: string) => void;
  error?: string;
  disabled?: boolean;
  /** Colour the picker starts from when `value` is empty. */
  fallbackColor?: string;
  className?: string;
}

/**
 * A swatch button showing a hex colour that opens a colour picker (react-colorful) in a popover.
 * Edits stay local while the picker is open; the choice commits (one `onChange` call) when the user
 * clicks away or presses Enter, and Escape throws the edit away.
 *
 * @example
 * <ColorPicker label="Hightlight Color" value={skin.primaryColor} onChange={(hex) => save({ primaryColor: hex })} />
 */
export function ColorPicker({
  label,
  hideLabel = false,
  value,
  onChange,
  error,
  disabled = false,
  fallbackColor = '#ffffff',
  className,
}: ColorPickerProps) {
  const texts = useTexts(uiTextTable);
  const ids = useFieldIds();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  const dirty = useRef(false);
  const hexInputRef = useRef<HTMLInputElement>(null);

  const startColor = isHexColor(value) ? value : fallbackColor;

  const close = (commit: boolean) => {
    setOpen(false);
    if (commit && dirty.current && isHexColor(draft) && draft.toLowerCase() !== value.toLowerCase()) onChange(draft);
    dirty.current = false;
  };

  const onOpenChange = (next: boolean, _event?: Event, reason?: OpenChangeReason) => {
    if (next) {
      setDraft(startColor);
      dirty.current = false;
      setOpen(true);
      return;
    }
    close(reason !== 'escape-key');
  };

  const { refs, floatingStyles, context, getReferenceProps, getFloatingProps } = useDialogPopover({
    open,
    onOpenChange: onOpenChange,
    placement: 'bottom-start',
    disabled,
  });

  const edit = (hex: string) => {
    dirty.current = true;
    setDraft(hex);
  };

  const onPopoverKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      close(true);
    }
  };

  const shown = isHexColor(value) ? value : null;
  const triggerLabelId = `${ids.inputId}-value`;

  return (
    <FieldFrame
      ui="ColorPicker"
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      labelFor={false}
      error={error}
      className={className}
    >
      <Trigger
        ref={refs.setReference}
        type="button"
        id={ids.inputId}
        disabled={disabled}
        aria-labelledby={`${ids.labelId} ${triggerLabelId}`}
        aria-describedby={error ? ids.messageId : undefined}
        aria-invalid={error ? true : undefined}
        {...getReferenceProps()}
      >
        <Swatch aria-hidden $color={shown} $disabled={disabled} />
        <span id={triggerLabelId}>{shown ?? texts.colorPicker.none}</span>
      </Trigger>
      {open ? (
        <FloatingPortal>
          <ThemeScope>
            <FloatingFocusManager context={context} initialFocus={hexInputRef}>
              <Popover
                ref={refs.setFloating}
                style={floatingStyles}
                aria-label={texts.colorPicker.picker(label)}
                data-ui="ColorPicker-popover"
                {...getFloatingProps({ onKeyDown: onPopoverKeyDown })}
              >
                <HexColorPicker color={draft} onChange={edit} />
                <HexInputBox ref={(box) => void (hexInputRef.current = box?.querySelector('input') ?? null)}>
                  <HexColorInput prefixed color={draft} onChange={edit} aria-label={texts.colorPicker.hex} />
                </HexInputBox>
              </Popover>
            </FloatingFocusManager>
          </ThemeScope>
        </FloatingPortal>
      ) : null}
    </FieldFrame>
  );
}
