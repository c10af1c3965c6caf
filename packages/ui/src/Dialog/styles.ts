import { FloatingOverlay } from '@floating-ui/react';
import { styled } from '../styled';
import { media } from '../theme/breakpoints';

export type DialogSize = 'sm' | 'md' | 'lg';

const widths: Record<DialogSize, string> = { sm: '400px', md: '560px', lg: '800px' };

/** Edge kept free around the dialog: 16px on each side, so the panel fits any viewport. */
const EDGE = 'var(--gr-space-4)';

export const Overlay = styled(FloatingOverlay)`
  z-index: var(--gr-z-overlay);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${EDGE};
  background: var(--gr-color-overlay);
`;

export const Panel = styled.div<{ $size: DialogSize }>`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-3);
  flex: 0 1 auto;
  width: 100%;
  min-width: 0;
  /* Centred and never wider or taller than the viewport minus the edge; only the body scrolls. */
  max-width: min(${({ $size }) => widths[$size]}, calc(100vw - 2 * ${EDGE}));
  max-height: calc(100vh - 2 * ${EDGE});
  max-height: calc(100dvh - 2 * ${EDGE});
  padding: var(--gr-space-4);
  overflow: hidden;
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

  ${media.md} {
    padding: var(--gr-space-5);
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--gr-space-3);
`;

export const Title = styled.h2`
  min-width: 0;
  margin: 0;
  overflow-wrap: anywhere;
  font-size: var(--gr-font-size-lg);
  font-weight: 600;
  line-height: 1.3;
`;

export const Description = styled.p`
  margin: 0;
  color: var(--gr-color-text-muted);
`;

/** The only scrolling part, so the title and the footer buttons stay in view. */
export const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  /* Room for the focus rings of fields at the body's edges, which the scroll box would clip. */
  margin: calc(-1 * var(--gr-space-1));
  padding: var(--gr-space-1);
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
  flex-wrap: wrap;
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
