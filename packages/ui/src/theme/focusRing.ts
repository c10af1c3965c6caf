import { css } from '../styled';

/**
 * The kit's keyboard focus ring, shown only for keyboard focus (:focus-visible).
 *
 * @example
 * const Row = styled.div`
 *   ${focusRing}
 * `;
 */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid var(--gr-color-focus);
    outline-offset: 2px;
  }
`;
