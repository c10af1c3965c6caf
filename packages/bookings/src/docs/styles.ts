import { styled } from '@greenroom/ui';

export const DocsRoot = styled.article`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-4);
  max-width: 1100px;
  box-sizing: border-box;
  padding: var(--gr-space-4);
  color: var(--gr-color-text);
  font-family: var(--gr-font);
`;

export const DocsTitle = styled.h1`
  margin: 0;
  font-size: var(--gr-font-size-lg);
  font-weight: 600;
`;

export const DocsHeading = styled.h2`
  margin: var(--gr-space-3) 0 0;
  font-size: var(--gr-font-size-md);
  font-weight: 600;
`;

export const DocsText = styled.p`
  margin: 0;
  line-height: 1.5;
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: var(--gr-space-1) var(--gr-space-4);
  margin: 0;

  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }

  /* At phone width a term sits above its value, so a package path is not broken every few letters. */
  @media (max-width: 600px) {
    grid-template-columns: 1fr;
    dd + dt {
      margin-top: var(--gr-space-2);
    }
  }
`;

/** A cell that wraps (the kit's cells keep to one line) for the tables' prose columns. */
export const Prose = styled.span`
  white-space: normal;
  line-height: 1.35;
  font-size: var(--gr-font-size-sm);
`;

export const Code = styled.code`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: var(--gr-font-size-sm);
  white-space: normal;
  overflow-wrap: anywhere;
`;
