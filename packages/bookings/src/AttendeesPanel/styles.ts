import { styled } from '@greenroom/ui';

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--gr-space-2);

  & > [data-ui='TextField'] {
    flex: 1 1 240px;
    max-width: 360px;
  }
`;

export const Stats = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: var(--gr-space-2) var(--gr-space-5);
  margin: 0;

  & > div {
    display: flex;
    gap: var(--gr-space-1);
  }

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
  }
`;

export const ChartFrame = styled.figure`
  margin: 0;
  max-width: 640px;
  color: var(--gr-color-text);

  svg {
    width: 100%;
    height: auto;
  }
`;

export const LiveRegion = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export const RowButtons = styled.span`
  display: inline-flex;
  gap: var(--gr-space-1);
`;
