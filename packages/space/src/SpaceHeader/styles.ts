import styled from 'styled-components';
import { media } from '@greenroom/ui';

/**
 * Header bar: stacked on small screens, from md (960) one row plus a row of details (only when
 * there are details: no empty row on /home), one row from lg (1281).
 */
export const HeaderRoot = styled.header<{ $withDetails: boolean }>`
  box-sizing: border-box;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-width: 0;
  gap: var(--gr-space-3);
  padding: var(--gr-space-3) var(--gr-space-4);
  background: var(--gr-color-surface);
  color: var(--gr-color-text);
  border-bottom: 1px solid var(--gr-color-border);
  font-family: var(--gr-font);
  font-size: var(--gr-font-size-md);

  ${media.md} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    grid-template-areas: ${(p) => (p.$withDetails ? `'picker title actions' 'details details details'` : `'picker title actions'`)};
    align-items: center;
  }

  ${media.lg} {
    grid-template-columns: ${(p) => (p.$withDetails ? 'auto minmax(0, 1fr) auto auto' : 'auto minmax(0, 1fr) auto')};
    grid-template-areas: ${(p) => (p.$withDetails ? `'picker title details actions'` : `'picker title actions'`)};
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
  max-width: 100%;

  &:focus {
    outline: none;
  }

  font-size: var(--gr-font-size-lg);
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const DetailsArea = styled.div`
  display: flex;
  min-width: 0;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--gr-space-2) var(--gr-space-4);

  ${media.md} {
    grid-area: details;
  }
`;

/** A label and its value; wraps on a narrow screen instead of widening the page. */
export const HeaderField = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--gr-space-1);
  min-width: 0;
  max-width: 100%;
`;

/** The Space ID: a long id breaks anywhere rather than overflow a phone screen. */
export const SpaceIDValue = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
  font-variant-numeric: tabular-nums;
`;

/** 'used / max hours' right after 'Usage:', digits of one width so a new value keeps its size. */
export const UsageValue = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/**
 * The hours used while they load: the last ones shown, unseen, so '/ max hours' stays where it
 * was (the hours are blank meanwhile) and nothing after it moves.
 */
export const HoursPlaceholder = styled.span`
  visibility: hidden;
`;

export const FieldLabel = styled.span`
  font-weight: 600;
  white-space: nowrap;
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
