import { styled } from '@greenroom/ui';

/** The rendered cache: nested term lists, indented, wrapping long values. */
export const Tree = styled.div`
  font-family: var(--gr-font-mono, ui-monospace, monospace);
  font-size: var(--gr-font-size-sm);
  overflow-wrap: anywhere;

  dl,
  ol {
    margin: 0;
    padding-left: var(--gr-space-3);
  }

  dl > div {
    display: flex;
    flex-wrap: wrap;
    gap: var(--gr-space-1);
  }

  dt {
    font-weight: 600;
  }

  dt::after {
    content: ':';
  }

  dd {
    margin: 0;
  }
`;
