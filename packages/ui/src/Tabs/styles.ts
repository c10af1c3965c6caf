import { styled } from '../styled';
import { focusRing } from '../theme/focusRing';

export const TabsRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

/**
 * One row of whole tabs: narrower than their labels (a phone), the row scrolls sideways (never
 * cutting a label) and fades at each edge while more tabs lie past it. The bottom line is an
 * inset shadow, so the selected tab's bar covers it without overflowing the scrolling row.
 */
export const TabList = styled.div`
  position: relative; /* the tabs' offsets are measured from the row */
  display: flex;
  flex-wrap: nowrap;
  gap: var(--gr-space-1);
  overflow-x: auto;
  overflow-y: hidden;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
  box-shadow: inset 0 -1px 0 var(--gr-color-border);

  &[data-more-end] {
    -webkit-mask-image: linear-gradient(to left, transparent, #000 32px);
    mask-image: linear-gradient(to left, transparent, #000 32px);
  }

  &[data-more-start] {
    -webkit-mask-image: linear-gradient(to right, transparent, #000 32px);
    mask-image: linear-gradient(to right, transparent, #000 32px);
  }

  &[data-more-start][data-more-end] {
    -webkit-mask-image: linear-gradient(to right, transparent, #000 32px, #000 calc(100% - 32px), transparent);
    mask-image: linear-gradient(to right, transparent, #000 32px, #000 calc(100% - 32px), transparent);
  }
`;

export const Tab = styled.button`
  position: relative;
  flex: none;
  white-space: nowrap;
  padding: var(--gr-space-2) var(--gr-space-4);
  border: 0;
  border-radius: var(--gr-radius-sm) var(--gr-radius-sm) 0 0;
  background: transparent;
  color: var(--gr-color-text-muted);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  transition: color 0.15s, background-color 0.15s;
  ${focusRing}

  &:focus-visible {
    outline-offset: -2px;
  }

  /* Phone-wide: tighter tabs, so a dialog's three tabs share one row. */
  @media (max-width: 480px) {
    padding: var(--gr-space-2) var(--gr-space-3);
  }

  &:hover:not(:disabled) {
    color: var(--gr-color-text);
    background: var(--gr-color-surface-alt);
  }

  &[aria-selected='true'] {
    color: var(--gr-color-primary);
  }

  &[aria-selected='true']::after {
    content: '';
    position: absolute;
    left: var(--gr-space-2);
    right: var(--gr-space-2);
    bottom: 0;
    height: 3px;
    border-radius: 3px 3px 0 0;
    background: var(--gr-color-primary);
  }

  &:disabled {
    color: var(--gr-color-disabled);
    cursor: not-allowed;
  }
`;

export const TabPanel = styled.div`
  padding-top: var(--gr-space-4);
  min-width: 0;
  ${focusRing}
`;
