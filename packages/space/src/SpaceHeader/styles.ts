import styled from 'styled-components';
import { media } from '@greenroom/ui';

/** Header bar: stacked on small screens, two rows from md (960), one row from lg (1281). */
export const HeaderRoot = styled.header`
  box-sizing: border-box;
  display: grid;
  grid-template-columns: 1fr;
  gap: var(--gr-space-3);
  padding: var(--gr-space-3) var(--gr-space-4);
  background: var(--gr-color-surface);
  color: var(--gr-color-text);
  border-bottom: 1px solid var(--gr-color-border);
  font-family: var(--gr-font);
  font-size: var(--gr-font-size-md);

  ${media.md} {
    grid-template-columns: auto 1fr auto;
    grid-template-areas:
      'picker title actions'
      'details details details';
    align-items: center;
  }

  ${media.lg} {
    grid-template-columns: auto minmax(0, 1fr) auto auto;
    grid-template-areas: 'picker title details actions';
  }
`;

export const PickerArea = styled.div`
  ${media.md} {
    grid-area: picker;
  }
`;

export const TitleArea = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;

  ${media.md} {
    grid-area: title;
  }
`;

export const ProjectName = styled.span`
  font-size: var(--gr-font-size-sm);
  color: var(--gr-color-text-muted);
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const SpaceName = styled.h1`
  margin: 0;
  font-size: var(--gr-font-size-lg);
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const DetailsArea = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--gr-space-2) var(--gr-space-4);

  ${media.md} {
    grid-area: details;
  }
`;

export const HeaderField = styled.div`
  display: inline-flex;
  align-items: center;
  gap: var(--gr-space-1);
  white-space: nowrap;
`;

export const FieldLabel = styled.span`
  font-weight: 600;
`;

export const ActionsArea = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--gr-space-2);

  ${media.md} {
    grid-area: actions;
    justify-content: flex-end;
  }
`;

export const ReleaseLabel = styled.span`
  font-size: var(--gr-font-size-sm);
  color: var(--gr-color-text-muted);
`;
