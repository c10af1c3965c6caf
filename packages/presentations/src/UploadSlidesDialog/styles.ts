import styled from 'styled-components';

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-3);
`;

export const Zone = styled.div<{ $dragging: boolean; $disabled: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--gr-space-2);
  padding: var(--gr-space-5, 24px) var(--gr-space-4);
  border: 2px dashed ${({ $dragging }) => ($dragging ? 'var(--gr-color-primary)' : 'var(--gr-color-border)')};
  border-radius: var(--gr-radius-md, 6px);
  text-align: center;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  &:focus-visible {
    outline: 3px solid var(--gr-color-focus, var(--gr-color-primary));
    outline-offset: 2px;
  }
`;

export const Hint = styled.span`
  font-size: var(--gr-font-size-sm);
  color: var(--gr-color-text-muted, inherit);
`;

export const HiddenInput = styled.input`
  display: none;
`;

export const FileList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-1);
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 240px;
  overflow-y: auto;
`;

export const FileRow = styled.li`
  display: flex;
  align-items: center;
  gap: var(--gr-space-2);
`;

export const FileName = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Status = styled.span<{ $error: boolean }>`
  font-size: var(--gr-font-size-sm);
  color: ${({ $error }) => ($error ? 'var(--gr-color-danger)' : 'var(--gr-color-text-muted, inherit)')};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: var(--gr-color-danger);
`;
