// The stage funnel: one centred bar per stage, as wide as the share of the period's leads that
// reached it, the stage named at the start of its row and its count and share at the end; lost
// leads apart below a rule, striped as well as red. Centred bars read the same in both directions;
// the row's words follow the screen's.
import { useId } from 'react';
import { anchorAt } from './chart-geometry.js';
import { seriesFill, SeriesPattern, svgId, type Series } from './chart-series.js';

export interface FunnelRow {
  key: string;
  label: string;
  count: number;
  /** "1,234 · 56%" */
  figure: string;
  series: Series;
}

export interface StageFunnelProps {
  stages: readonly FunnelRow[];
  lost: FunnelRow;
  total: number;
  width: number;
  rtl: boolean;
  title: string;
  description: string;
}

const ROW = 40;
const GAP = 14;
const LABEL = 12;

export function StageFunnel({ stages, lost, total, width, rtl, title, description }: StageFunnelProps) {
  const reactId = useId();
  const id = (...parts: Array<string | number>) => svgId(reactId, ...parts);
  const screen = rtl ? 'rtl' : 'ltr';
  const height = (stages.length + 1) * ROW + GAP;
  const startX = rtl ? width - 2 : 2;
  const endX = rtl ? 2 : width - 2;
  const row = (item: FunnelRow, top: number) => {
    const barWidth = Math.max(2, (total ? item.count / total : 0) * (width - 4));
    return (
      <g key={item.key} data-stage={item.key}>
        <title>{`${item.label}: ${item.figure}`}</title>
        <text
          x={startX}
          y={top + 13}
          textAnchor={anchorAt(rtl ? 'right' : 'left', screen)}
          fontSize={LABEL}
          fontWeight="600"
          fill="#1e293b"
        >
          {item.label}
        </text>
        <text
          x={endX}
          y={top + 13}
          textAnchor={anchorAt(rtl ? 'left' : 'right', screen)}
          fontSize={LABEL}
          fill="#334155"
        >
          {item.figure}
        </text>
        <rect
          x={(width - barWidth) / 2}
          y={top + 19}
          width={barWidth}
          height={14}
          rx="2"
          fill={seriesFill(item.series, id(item.key))}
        />
      </g>
    );
  };
  const lostTop = stages.length * ROW + GAP;
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id('title')} ${id('desc')}`}
      direction={screen}
      className="block max-w-none font-sans"
    >
      <title id={id('title')}>{title}</title>
      <desc id={id('desc')}>{description}</desc>
      <defs>
        {[...stages, lost].map((item) => (
          <SeriesPattern key={item.key} series={item.series} id={id(item.key)} />
        ))}
      </defs>
      {stages.map((item, index) => row(item, index * ROW))}
      <line x1={0} x2={width} y1={lostTop - GAP / 2} y2={lostTop - GAP / 2} stroke="#cbd5e1" strokeDasharray="4 3" />
      {row(lost, lostTop)}
    </svg>
  );
}
