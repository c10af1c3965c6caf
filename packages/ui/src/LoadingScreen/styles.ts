import { styled } from '../styled';

export const LoadingRoot = styled.div<{ $fullScreen: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--gr-space-3);
  width: 100%;
  min-height: ${(p) => (p.$fullScreen ? '100vh' : '240px')};
  min-height: ${(p) => (p.$fullScreen ? '100dvh' : '240px')};
  background: var(--gr-color-bg);
  color: var(--gr-color-primary);
`;

export const LoadingText = styled.p`
  margin: 0;
  color: var(--gr-color-text-muted);
  font-size: var(--gr-font-size-md);
  letter-spacing: 0.02em;
`;
