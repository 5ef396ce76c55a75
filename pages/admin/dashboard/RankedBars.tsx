// A ranking as horizontal bars: each row its name above a bar as long as its count, the count at
// the bar's end. Bars grow from the side reading starts from (left in English, right in Arabic). A
// name keeps its own direction (a landing path reads left to right on an Arabic screen too) and is
// cut to the row's width; the whole name is in its tooltip and in the table.
import { useId } from 'react';
import { anchorAt, directionOf, fitText, textWidth } from './chart-geometry.js';
import { svgId } from './chart-series.js';

export interface RankedRow {
  key: string;
  name: string;
  /** Whether the name is our own word ("Direct / none") rather than a visitor's value. */
  ours: boolean;
  value: number;
}

export interface RankedBarsProps {
  rows: readonly RankedRow[];
  width: number;
  rtl: boolean;
  color: string;
  title: string;
  number: (value: number) => string;
}

const ROW = 36;
const EDGE = 2;
const LABEL = 12;

export function RankedBars({ rows, width, rtl, color, title, number }: RankedBarsProps) {
  const reactId = useId();
  const titleId = svgId(reactId, 'title');
  const screen = rtl ? 'rtl' : 'ltr';
  const max = Math.max(1, ...rows.map((row) => row.value));
  const valueRoom = textWidth(number(max), LABEL) + 8;
  const barRoom = Math.max(20, width - 2 * EDGE - valueRoom);
  const height = rows.length * ROW + 2;
  const startEdge = rtl ? 'right' : 'left';
  const startX = rtl ? width - EDGE : EDGE;
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={titleId}
      direction={screen}
      className="block max-w-none font-sans"
    >
      <title id={titleId}>{title}</title>
      {rows.map((row, index) => {
        const top = index * ROW;
        const length = Math.max(2, (row.value / max) * barRoom);
        const nameDirection = row.ours ? screen : directionOf(row.name, screen);
        const valueX = rtl ? startX - length - 4 : startX + length + 4;
        return (
          <g key={row.key}>
            <title>{`${row.name}: ${number(row.value)}`}</title>
            <text
              x={startX}
              y={top + 13}
              direction={nameDirection}
              textAnchor={anchorAt(startEdge, nameDirection)}
              fontSize={LABEL}
              fill="#1e293b"
              fontStyle={row.ours ? 'italic' : undefined}
            >
              {fitText(row.name, width - 2 * EDGE)}
            </text>
            <rect x={rtl ? startX - length : startX} y={top + 18} width={length} height={12} rx="2" fill={color} />
            <text
              x={valueX}
              y={top + 28}
              textAnchor={anchorAt(rtl ? 'right' : 'left', screen)}
              fontSize={LABEL}
              fontWeight="600"
              fill="#334155"
            >
              {number(row.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
