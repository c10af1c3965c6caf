import { media, styled } from '@greenroom/ui';

/**
 * Header bar. On a phone it stays compact: the picker with the release label beside it, the names,
 * the facts in a wrapping row, the buttons in one row. From md (960) one row plus a row of details
 * (only when there are details: no empty row on /home), one row from lg (1281).
 */
export const HeaderRoot = styled.header<{ $withDetails: boolean }>`
  box-sizing: border-box;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: ${(p) => (p.$withDetails ? `'picker release' 'title title' 'details details' 'actions actions'` : `'picker release' 'actions actions'`)};
  align-items: center;
  min-width: 0;
  gap: var(--gr-space-2) var(--gr-space-3);
  padding: var(--gr-space-2) var(--gr-space-3);
  background: var(--gr-color-surface);
  color: var(--gr-color-text);
  border-bottom: 1px solid var(--gr-color-border);
  font-family: var(--gr-font);
  font-size: var(--gr-font-size-md);

  ${media.md} {
    gap: var(--gr-space-3);
    padding: var(--gr-space-3) var(--gr-space-4);
    grid-template-columns: auto minmax(0, 1fr) auto auto;
    grid-template-areas: ${(p) => (p.$withDetails ? `'picker title release actions' 'details details details details'` : `'picker title release actions'`)};
  }

  ${media.lg} {
    grid-template-columns: ${(p) => (p.$withDetails ? 'auto minmax(0, 1fr) auto auto auto' : 'auto minmax(0, 1fr) auto auto')};
    grid-template-areas: ${(p) => (p.$withDetails ? `'picker title details release actions'` : `'picker title release actions'`)};
  }
`;

export const PickerArea = styled.div`
  grid-area: picker;
  min-width: 0;
`;

export const TitleArea = styled.div`
  grid-area: title;
  display: flex;
  flex-direction: column;
  min-width: 0;
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
  grid-area: details;
  display: flex;
  min-width: 0;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--gr-space-1) var(--gr-space-4);

  ${media.md} {
    gap: var(--gr-space-2) var(--gr-space-4);
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
  grid-area: actions;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--gr-space-2);

  ${media.md} {
    justify-content: flex-end;
  }
`;

/** 'Beta 0.15a': beside the picker on a phone, before the buttons on a wider screen. */
export const ReleaseLabel = styled.span`
  grid-area: release;
  justify-self: end;
  font-size: var(--gr-font-size-sm);
  color: var(--gr-color-text-muted);
  white-space: nowrap;
`;
