import styled from 'styled-components';
import { media } from '@greenroom/ui';

/** The calendar beside the list from md, above it on a phone. */
export const OverviewLayout = styled.div`
  display: grid;
  gap: var(--gr-space-4);
  align-items: start;

  ${media.md} {
    grid-template-columns: auto minmax(0, 1fr);
  }
`;
