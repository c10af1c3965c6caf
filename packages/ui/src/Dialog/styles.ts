import { FloatingOverlay } from '@floating-ui/react';
import styled from 'styled-components';

export type DialogSize = 'sm' | 'md' | 'lg';

const widths: Record<DialogSize, string> = { sm: '400px', md: '560px', lg: '800px' };

export const Overlay = styled(FloatingOverlay)`
  z-index: var(--gr-z-overlay);
  display: grid;
  place-items: center;
  padding: var(--gr-space-4);
  background: var(--gr-color-overlay);
`;

export const Panel = styled.div<{ $size: DialogSize }>`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-3);
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  max-height: calc(100vh - 2 * var(--gr-space-4));
  padding: var(--gr-space-5);
  overflow: auto;
  background: var(--gr-color-surface);
  color: var(--gr-color-text);
  border-radius: var(--gr-radius);
  box-shadow: var(--gr-shadow);
  font-family: var(--gr-font);
  font-size: var(--gr-font-size-md);

  &:focus {
    outline: none;
  }

  &:focus-visible {
    outline: 2px solid var(--gr-color-focus);
    outline-offset: 2px;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--gr-space-3);
`;

export const Title = styled.h2`
  margin: 0;
  font-size: var(--gr-font-size-lg);
  font-weight: 600;
  line-height: 1.3;
`;

export const Description = styled.p`
  margin: 0;
  color: var(--gr-color-text-muted);
`;

export const Body = styled.div`
  min-height: 0;
`;

export const ErrorBox = styled.div`
  padding: var(--gr-space-2) var(--gr-space-3);
  border: 1px solid var(--gr-color-danger);
  border-radius: var(--gr-radius-sm);
  color: var(--gr-color-danger);
  font-size: var(--gr-font-size-sm);
`;

export const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: var(--gr-space-3);
  margin-top: var(--gr-space-2);
`;

/** Disabling the fieldset disables every button the caller put in the footer. */
export const Actions = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--gr-space-2);
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;
