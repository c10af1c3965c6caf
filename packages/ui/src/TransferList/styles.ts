import { styled } from '../styled';
import { framedPanel } from '../internal/framedPanel';
import { plainButtonStates } from '../internal/plainButtonStates';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-2);
  font-family: var(--gr-font);
  color: var(--gr-color-text);
`;

export const GroupLabel = styled.div`
  font-size: var(--gr-font-size-md);
  font-weight: 600;
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  gap: var(--gr-space-3);
  align-items: stretch;
`;

export const Panel = styled.section`
  ${framedPanel}
`;

export const PanelTitle = styled.h3`
  margin: 0;
  padding: var(--gr-space-2) var(--gr-space-3);
  font-size: var(--gr-font-size-sm);
  font-weight: 600;
  color: var(--gr-color-text-muted);
  border-bottom: 1px solid var(--gr-color-border);
  background: var(--gr-color-surface-alt);
`;

export const ItemList = styled.ul<{ $maxHeight: number }>`
  list-style: none;
  margin: 0;
  padding: var(--gr-space-1) 0;
  max-height: ${({ $maxHeight }) => $maxHeight}px;
  min-height: 120px;
  overflow-y: auto;
`;

export const ItemLabel = styled.label<{ $disabled?: boolean }>`
  display: flex;
  align-items: center;
  gap: var(--gr-space-2);
  padding: var(--gr-space-1) var(--gr-space-3);
  font-size: var(--gr-font-size-md);
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  color: ${({ $disabled }) => ($disabled ? 'var(--gr-color-disabled)' : 'inherit')};

  &:hover {
    background: ${({ $disabled }) => ($disabled ? 'transparent' : 'var(--gr-color-surface-alt)')};
  }

  input {
    accent-color: var(--gr-color-primary);
    margin: 0;
  }

  input:focus-visible {
    outline: 2px solid var(--gr-color-focus);
    outline-offset: 2px;
  }
`;

export const EmptyText = styled.li`
  padding: var(--gr-space-2) var(--gr-space-3);
  color: var(--gr-color-text-muted);
  font-size: var(--gr-font-size-sm);
`;

export const Moves = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: var(--gr-space-2);
`;

export const MoveButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 32px;
  padding: 0;
  border: 1px solid var(--gr-color-border);
  border-radius: var(--gr-radius-sm);
  background: var(--gr-color-surface);
  color: var(--gr-color-primary);
  cursor: pointer;

  ${plainButtonStates}
`;
