import { ClampTwo } from './styles';

export interface TwoLineTextProps {
  /** The full text; wraps onto a second line, and a longer one ends in an ellipsis. */
  children: string;
}

/**
 * A table cell's text that may take two lines (rows with a {@link DateTimeCell} are two lines
 * tall), cut with an ellipsis after the second; the title holds it whole.
 * @example { id: 'what', header: 'What', width: '2fr', cell: (e) => <TwoLineText>{actionText(e)}</TwoLineText> }
 */
export function TwoLineText({ children }: TwoLineTextProps) {
  return (
    <ClampTwo data-ui="TwoLineText" title={children}>
      {children}
    </ClampTwo>
  );
}
