import { styled } from '@greenroom/ui';

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-3);
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

export const UploadStatus = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-1);
  font-size: var(--gr-font-size-sm);
  color: var(--gr-color-text-muted, inherit);
`;

export const Status = styled.span<{ $error: boolean }>`
  font-size: var(--gr-font-size-sm);
  color: ${({ $error }) => ($error ? 'var(--gr-color-danger)' : 'var(--gr-color-text-muted, inherit)')};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: var(--gr-color-danger);
`;
