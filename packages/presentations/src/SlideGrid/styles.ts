import { styled } from '@greenroom/ui';

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(128px, 1fr));
  gap: var(--gr-space-3);
  margin: 0;
  padding: var(--gr-space-2);
  list-style: none;
  max-height: min(60vh, 520px);
  overflow-y: auto;
  /* Off-screen tiles skip layout and paint: a 200-slide deck scrolls smoothly. */
  & > li {
    content-visibility: auto;
    contain-intrinsic-size: auto 110px;
  }
`;

export const Tile = styled.div<{ $selected: boolean; $dragging: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-1);
  padding: var(--gr-space-1);
  border-radius: var(--gr-radius-md, 6px);
  border: 2px solid ${({ $selected }) => ($selected ? 'var(--gr-color-primary)' : 'var(--gr-color-border)')};
  background: ${({ $selected }) => ($selected ? 'var(--gr-color-primary-soft, rgba(30, 136, 229, 0.12))' : 'var(--gr-color-surface)')};
  cursor: grab;
  touch-action: none;
  opacity: ${({ $dragging }) => ($dragging ? 0.6 : 1)};
  z-index: ${({ $dragging }) => ($dragging ? 1 : 0)};
  &:focus-visible {
    outline: 3px solid var(--gr-color-focus, var(--gr-color-primary));
    outline-offset: 2px;
  }
`;

export const Thumbnail = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: 4px;
  background: var(--gr-color-surface-muted, #ddd);
  pointer-events: none;
`;

export const Caption = styled.span`
  font-size: var(--gr-font-size-sm);
  color: var(--gr-color-text-muted, inherit);
`;

export const SelectedMark = styled.span`
  position: absolute;
  top: var(--gr-space-2);
  right: var(--gr-space-2);
  display: inline-flex;
  border-radius: 50%;
  background: var(--gr-color-primary);
  color: var(--gr-color-on-primary, #fff);
`;
