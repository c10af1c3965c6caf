import { useTexts, type RoomPoint } from '@greenroom/core';
import { rmaTextTable } from '../textTables/rma';
import { useDateTimeFormat } from '../data/useDateTimeFormat';
import { ChartFrame } from './styles';

const WIDTH = 600;
const HEIGHT = 120;
const PAD = 24;

export interface RoomChartProps {
  /** People in the room over time (core's roomSeries), measured from the records. */
  series: RoomPoint[];
  timezone: string;
  /** The peak as text, for the chart's description. */
  peakText: string;
}

/**
 * A small step chart of people in the room over time, in plain SVG; nothing shows without data.
 * @example <RoomChart series={roomSeries(records, now)} timezone="America/Chicago" peakText="3 at 3:10 PM" />
 */
export function RoomChart({ series, timezone, peakText }: RoomChartProps) {
  const texts = useTexts(rmaTextTable).attendees;
  const format = useDateTimeFormat();
  if (series.length < 2) return null;
  const first = series[0].at;
  const span = Math.max(1, series[series.length - 1].at - first);
  const max = Math.max(1, ...series.map((point) => point.count));
  const x = (at: number) => PAD + ((at - first) / span) * (WIDTH - 2 * PAD);
  const y = (count: number) => HEIGHT - PAD - (count / max) * (HEIGHT - 2 * PAD);
  const path = series
    .map((point, index) => {
      const previous = series[index - 1];
      const step = previous ? `H${x(point.at).toFixed(1)} ` : `M${x(point.at).toFixed(1)} ${y(0).toFixed(1)} `;
      return `${step}V${y(point.count).toFixed(1)}`;
    })
    .join(' ');
  const label = texts.chartTitle;
  const time = (at: number) => format.time(at, timezone);
  return (
    <ChartFrame>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
        <title>{label}</title>
        <desc>{texts.chartDescription(peakText)}</desc>
        <line x1={PAD} y1={y(0)} x2={WIDTH - PAD} y2={y(0)} stroke="currentColor" strokeOpacity={0.4} />
        <path d={path} fill="none" stroke="var(--gr-color-primary)" strokeWidth={2} data-series="room" />
        <text x={PAD} y={HEIGHT - 6} fontSize={11} fill="currentColor">
          {time(first)}
        </text>
        <text x={WIDTH - PAD} y={HEIGHT - 6} fontSize={11} fill="currentColor" textAnchor="end">
          {time(series[series.length - 1].at)}
        </text>
        <text x={4} y={y(max) + 4} fontSize={11} fill="currentColor">
          {max}
        </text>
      </svg>
    </ChartFrame>
  );
}
