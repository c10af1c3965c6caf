import { ProgressBar, styled } from '@greenroom/ui';

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

/** The kit's bar, sharing the row with the text and the cancel button. */
export const ProgressBarInRow = styled(ProgressBar)`
  flex: 1 1 120px;
  width: auto;
`;
