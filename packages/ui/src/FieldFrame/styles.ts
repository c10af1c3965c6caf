import { styled, css } from '../styled';

export { FieldLabel, HelperText, ControlBox, nativeControl, Adornment } from '../internal/fieldStyles';

/** Vertical stack: label, control, message. */
export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-1);
  min-width: 0;
  font-family: var(--gr-font);
  color: var(--gr-color-text);
`;

/** Look of a button that stands in for a one-line control (same box as ControlBox). */
export const controlButtonCss = css`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  gap: var(--gr-space-2);
  min-height: 38px;
  padding: 0 var(--gr-space-3);
  border: 1px solid var(--gr-color-border);
  border-radius: var(--gr-radius-sm);
  background: var(--gr-color-surface);
  color: var(--gr-color-text);
  font: inherit;
  font-size: var(--gr-font-size-md);
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: var(--gr-color-text-muted);
  }

  &:focus-visible {
    outline: 2px solid var(--gr-color-focus);
    outline-offset: 1px;
  }

  &[aria-invalid='true'] {
    border-color: var(--gr-color-danger);
  }

  &:disabled {
    background: var(--gr-color-surface-alt);
    color: var(--gr-color-disabled);
    cursor: not-allowed;
  }
`;

/** Small icon button placed inside a ControlBox (calendar, open list...). */
export const AdornmentButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 30px;
  height: 30px;
  margin-inline-end: calc(-1 * var(--gr-space-2));
  padding: 0;
  border: 0;
  border-radius: var(--gr-radius-sm);
  background: transparent;
  color: var(--gr-color-text-muted);
  cursor: pointer;

  &:hover:not(:disabled) {
    background: var(--gr-color-surface-alt);
    color: var(--gr-color-text);
  }

  &:focus-visible {
    outline: 2px solid var(--gr-color-focus);
  }

  &:disabled {
    color: var(--gr-color-disabled);
    cursor: not-allowed;
  }

  & > svg {
    width: 18px;
    height: 18px;
  }
`;

/** Card that floats above the page (popover, menu, listbox). */
export const popoverCss = css`
  box-sizing: border-box;
  z-index: var(--gr-z-popover);
  background: var(--gr-color-surface);
  color: var(--gr-color-text);
  border: 1px solid var(--gr-color-border);
  border-radius: var(--gr-radius);
  box-shadow: var(--gr-shadow);
  font-family: var(--gr-font);
  font-size: var(--gr-font-size-md);
`;

/** A popover holding a small dialog (a calendar, a colour picker): a padded column. */
export const dialogPopoverCss = css`
  ${popoverCss};
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-2);
  padding: var(--gr-space-3);
`;

export const visuallyHiddenCss = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
