import { styled } from '../styled';
import { popoverCss } from '../FieldFrame/styles';
import { plainButtonStates } from '../internal/plainButtonStates';

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: var(--gr-space-2);
  min-height: 36px;
  padding: 0 var(--gr-space-3);
  border: 1px solid var(--gr-color-border);
  border-radius: var(--gr-radius-sm);
  background: var(--gr-color-surface);
  color: var(--gr-color-text);
  font-family: var(--gr-font);
  font-size: var(--gr-font-size-md);
  cursor: pointer;

  &[data-open] {
    background: var(--gr-color-surface-alt);
  }

  ${plainButtonStates}

  & > svg {
    width: 16px;
    height: 16px;
  }
`;

export const MenuPanel = styled.div`
  ${popoverCss};
  display: flex;
  flex-direction: column;
  /* max-width and max-height follow the room left in the viewport (floating-ui size()). */
  min-width: min(200px, calc(100vw - 16px));
  max-height: min(420px, 70vh);
  overflow-y: auto;
  padding: var(--gr-space-1) 0;

  &:focus {
    outline: none;
  }
`;

export const Item = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--gr-space-3);
  width: 100%;
  padding: var(--gr-space-2) var(--gr-space-3);
  border: 0;
  background: transparent;
  color: var(--gr-color-text);
  font: inherit;
  text-align: start;
  overflow-wrap: anywhere;
  cursor: pointer;

  &:focus,
  &[data-open] {
    outline: none;
    background: var(--gr-color-surface-alt);
  }

  &:focus-visible {
    box-shadow: inset 3px 0 0 var(--gr-color-focus);
  }

  &:disabled {
    color: var(--gr-color-disabled);
    cursor: default;
  }

  & > svg {
    flex: none;
    width: 16px;
    height: 16px;
    color: var(--gr-color-text-muted);
  }
`;

/** A phone submenu's Back entry, set apart from the entries under it. */
export const BackItem = styled(Item)`
  justify-content: flex-start;
  gap: var(--gr-space-2);
  margin-bottom: var(--gr-space-1);
  border-bottom: 1px solid var(--gr-color-border);
  color: var(--gr-color-text-muted);
  font-weight: 600;
`;
