import { styled } from '@greenroom/ui';

export const TemplateRow = styled.div`
  margin-top: var(--gr-space-2);

  /* The file name is long: on a phone the link wraps instead of running past the dialog. */
  & > button {
    max-width: 100%;
    white-space: normal;
    overflow-wrap: anywhere;
    text-align: start;
  }
`;

/** A step under the drop zone: matching the columns, then the preview. */
export const Step = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-3);
  margin-top: var(--gr-space-4);
  min-width: 0;
`;

export const StepTitle = styled.h3`
  margin: var(--gr-space-4) 0 var(--gr-space-1);
  font-size: var(--gr-font-size-md);
  font-weight: 600;
`;

export const StepHint = styled.p`
  margin: 0 0 var(--gr-space-3);
  color: var(--gr-color-text-muted);
`;

/** One select per field: side by side where they fit, one under the other on a phone. */
export const MappingGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: var(--gr-space-3);
`;

/** 'Fix these rows and drop the file again:' above a preview with errors. */
export const FixHint = styled.p`
  margin: 0;
  color: var(--gr-color-danger-text, var(--gr-color-danger));
`;
