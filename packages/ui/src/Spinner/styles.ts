import { styled, keyframes } from '../styled';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const SpinnerRoot = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: 50%;
  border: ${(p) => Math.max(2, Math.round(p.$size / 10))}px solid currentColor;
  border-right-color: transparent;
  opacity: 0.85;
  animation: ${spin} 0.8s linear infinite;
  vertical-align: middle;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
