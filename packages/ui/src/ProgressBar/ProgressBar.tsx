import { Fill, Track } from './styles';

export interface ProgressBarProps {
  /** Accessible name, e.g. 'Upload progress'. Callers show any visible text beside the bar. */
  label: string;
  /**
   * How far along, between `min` and `max` (clamped). Leave undefined or null while unknown: the
   * bar is then indeterminate (a moving stripe, no aria-valuenow).
   */
  value?: number | null;
  /** Default 0. */
  min?: number;
  /** Default 100. */
  max?: number;
  /** Read instead of the bare number (aria-valuetext), e.g. 'Uploading 2 of 5'. */
  valueText?: string;
  className?: string;
}

/**
 * A horizontal progress bar (role="progressbar" with aria-valuemin/max/now), determinate when
 * `value` is given and indeterminate while it is not. The fill is drawn to the whole percent by a
 * generated class, never a style attribute, so it shows under a strict CSP from the first
 * (server) render.
 *
 * @example
 * <ProgressBar label="Upload progress" value={percent} />
 * <ProgressBar label="Uploading 1 of 3" value={1} max={3} />
 * <ProgressBar label="Preparing upload" />
 */
export function ProgressBar({ label, value, min = 0, max = 100, valueText, className }: ProgressBarProps) {
  const known = value !== undefined && value !== null;
  const now = known ? Math.min(max, Math.max(min, value)) : undefined;
  const share = now === undefined || max <= min ? 0 : (now - min) / (max - min);
  // Whole percents: at most 101 generated classes, and no style attribute (which a strict CSP
  // blocks in server-rendered markup).
  const percent = known ? Math.round(share * 100) : null;
  return (
    <Track
      data-ui="ProgressBar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={now}
      aria-valuetext={known ? valueText : undefined}
      className={className}
    >
      <Fill $indeterminate={!known} $percent={percent} />
    </Track>
  );
}
