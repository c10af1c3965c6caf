import type { ReactNode } from 'react';
import { styled } from '../styled';
import { visuallyHidden } from '../internal/visuallyHidden';

const Root = styled.span`
  ${visuallyHidden};
`;

export interface VisuallyHiddenProps {
  /** Text for screen readers only, e.g. a status word next to an icon. */
  children: ReactNode;
  /** Element id, e.g. to name another element with aria-labelledby. */
  id?: string;
}

/**
 * Text that screen readers read but the page does not show (kept in the accessibility tree,
 * unlike `display: none`).
 *
 * @example
 * <li><VisuallyHidden>Failed: </VisuallyHidden><span aria-hidden>✕ </span>Invitation</li>
 */
export function VisuallyHidden({ children, id }: VisuallyHiddenProps) {
  return (
    <Root data-ui="VisuallyHidden" id={id}>
      {children}
    </Root>
  );
}
