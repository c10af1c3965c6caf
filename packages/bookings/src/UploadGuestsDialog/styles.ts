import { styled } from 'styled-components';

export const Counts = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: start;
  gap: var(--gr-space-1) var(--gr-space-3);
  margin: var(--gr-space-3) 0;

  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/** The error list scrolls on its own so a file with many bad rows keeps the buttons in view. */
export const ErrorList = styled.ul`
  max-height: 200px;
  overflow: auto;
  margin: 0;
  padding-inline-start: var(--gr-space-4);
  color: var(--gr-color-danger-text, var(--gr-color-danger));
`;

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
