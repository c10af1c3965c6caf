import styled from 'styled-components';

export const UploadForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

export const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  color: var(--gr-color-text-muted);
`;
