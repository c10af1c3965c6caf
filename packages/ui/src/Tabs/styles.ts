import { styled } from 'styled-components';
import { focusRing } from '../theme/focusRing';

export const TabsRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

/**
 * Tabs wrap onto another row when the list is narrower than their labels (a phone), so no tab
 * hides behind a scroll edge and none is squeezed below its text.
 */
export const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--gr-space-1);
  border-bottom: 1px solid var(--gr-color-border);
`;

export const Tab = styled.button`
  position: relative;
  flex: none;
  max-width: 100%;
  overflow-wrap: anywhere;
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
    bottom: -1px;
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
