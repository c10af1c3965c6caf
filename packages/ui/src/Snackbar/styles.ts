import { styled, keyframes } from '../styled';

const rise = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: translateY(0); }
`;

export const Region = styled.div`
  position: fixed;
  left: 50%;
  bottom: var(--gr-space-5);
  transform: translateX(-50%);
  z-index: var(--gr-z-snackbar);
  display: flex;
  justify-content: center;
  width: max-content;
  max-width: calc(100vw - 2 * var(--gr-space-4));
  pointer-events: none;
  font-family: var(--gr-font);
`;

/**
 * Inverted colours stand out on any page in both themes. The snackbar tokens meet WCAG AA on its
 * background; kit buttons passed as `action` read the primary colours, so those are remapped here.
 */
export const Toast = styled.div<{ $tone: 'neutral' | 'success' | 'danger' }>`
  display: flex;
  align-items: center;
  gap: var(--gr-space-3);
  min-height: 44px;
  padding: var(--gr-space-2) var(--gr-space-4);
  border-radius: var(--gr-radius);
  border-left: 4px solid
    ${(p) =>
      p.$tone === 'success'
        ? 'var(--gr-color-snackbar-success)'
        : p.$tone === 'danger'
          ? 'var(--gr-color-snackbar-danger)'
          : 'transparent'};
  --gr-color-primary: var(--gr-color-snackbar-action);
  --gr-color-primary-contrast: var(--gr-color-snackbar-bg);
  --gr-color-focus: var(--gr-color-snackbar-action);
  background: var(--gr-color-snackbar-bg);
  color: var(--gr-color-snackbar-text);
  box-shadow: var(--gr-shadow);
  font-size: var(--gr-font-size-md);
  pointer-events: auto;
  animation: ${rise} 0.18s ease-out;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
