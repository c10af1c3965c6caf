import { styled, css, keyframes } from '../styled';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

export const Track = styled.div`
  position: relative;
  box-sizing: border-box;
  width: 100%;
  min-width: 80px;
  height: 8px;
  border-radius: 4px;
  overflow: hidden;
  background: var(--gr-color-surface-alt);
  border: 1px solid var(--gr-color-border);
`;

/** `$percent`: the filled share in whole percents (0 to 100), null while indeterminate. */
export const Fill = styled.div<{ $indeterminate: boolean; $percent: number | null }>`
  height: 100%;
  background: var(--gr-color-primary);
  transform-origin: left center;
  transition: transform 150ms linear;
  ${({ $percent }) => $percent !== null && `transform: scaleX(${$percent / 100});`}

  ${({ $indeterminate }) =>
    $indeterminate &&
    css`
      width: 40%;
      animation: ${slide} 1.4s ease-in-out infinite;
    `}

  @media (prefers-reduced-motion: reduce) {
    transition: none;
    animation-duration: 4s;
  }
`;
