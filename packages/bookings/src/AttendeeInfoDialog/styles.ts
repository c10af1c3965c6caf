import { styled } from '@greenroom/ui';

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) minmax(0, 1fr);
  gap: var(--gr-space-1) var(--gr-space-3);
  margin: 0;

  & > div {
    display: contents;
  }

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;
