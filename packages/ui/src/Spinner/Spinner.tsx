import { useTexts } from '@greenroom/core';
import { uiTextTable } from '../texts';
import { SpinnerRoot } from './styles';

export interface SpinnerProps {
  /** Diameter in pixels. Default 20. */
  size?: number;
  /** Accessible name announced for the busy indicator. Default 'Loading'. */
  label?: string;
}

/**
 * An indeterminate busy indicator (role="progressbar") that takes the current text colour.
 *
 * @example
 * <Spinner size={16} label="Saving" />
 */
export function Spinner({ size = 20, label }: SpinnerProps) {
  const texts = useTexts(uiTextTable);
  return <SpinnerRoot data-ui="Spinner" role="progressbar" aria-label={label ?? texts.loading} $size={size} />;
}
