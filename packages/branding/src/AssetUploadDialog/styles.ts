import styled from 'styled-components';

export const UploadForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

export const Progress = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  color: var(--gr-color-text-muted);
`;

export const ProgressTrack = styled.div`
  flex: 1 1 120px;
  height: 8px;
  border-radius: 4px;
  overflow: hidden;
  background: var(--gr-color-surface-alt);
  border: 1px solid var(--gr-color-border);
`;

export const ProgressFill = styled.div`
  height: 100%;
  background: var(--gr-color-primary);
  transform-origin: left center;
  transition: transform 150ms linear;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
