import { useId } from 'react';

// A bar chart drawn as SVG by the shop itself (decision 081): no chart library, so the
// dashboard chunk stays small. Colours come from the theme (currentColor and daisyUI's
// primary), so light and dark both read; the figures themselves are in the table beneath,
// which the chart names for screen readers.

export interface Bar {
  label: string;
  value: number;
}

interface BarChartProps {
  /** What the chart shows, e.g. "Revenue by day". */
  title: string;
  bars: readonly Bar[];
  /** The id of the table that holds the same figures. */
  tableId: string;
  format: (value: number) => string;
}

const HEIGHT = 160;
const GAP = 2;

export function BarChart({ title, bars, tableId, format }: BarChartProps) {
  const titleId = useId();
  const top = Math.max(0, ...bars.map((bar) => bar.value));
  if (bars.length === 0 || top === 0) {
    return (
      <p className="rounded-box border border-dashed border-base-300 p-6 text-center opacity-80">
        No sales in this period yet: the chart fills in as orders come.
      </p>
    );
  }
  const width = Math.max(bars.length * 12, 240);
  const barWidth = width / bars.length - GAP;
  const best = bars.reduce((high, bar) => (bar.value > high.value ? bar : high));
  return (
    <figure className="space-y-1">
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={tableId}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-40 w-full text-base-content"
      >
        <title id={titleId}>
          {`${title}: ${bars.length} ${bars.length === 1 ? 'bar' : 'bars'}, highest ${best.label} at ${format(best.value)}`}
        </title>
        <line
          x1="0"
          x2={width}
          y1={HEIGHT - 0.5}
          y2={HEIGHT - 0.5}
          stroke="currentColor"
          strokeOpacity="0.3"
        />
        {bars.map((bar, index) => {
          const height = (bar.value / top) * (HEIGHT - 8);
          return (
            <rect
              key={bar.label}
              x={index * (barWidth + GAP)}
              y={HEIGHT - height}
              width={barWidth}
              height={height}
              rx="1.5"
              className="fill-primary"
            >
              <title>{`${bar.label}: ${format(bar.value)}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="flex justify-between text-xs opacity-80" aria-hidden="true">
        <span>{bars[0]?.label}</span>
        <span>{bars.length > 1 ? bars[bars.length - 1]?.label : ''}</span>
      </figcaption>
    </figure>
  );
}
