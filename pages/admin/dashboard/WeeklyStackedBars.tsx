// Leads per week as stacked bars, one bar per week and one segment per series. Time runs in the
// reading direction: oldest to newest left to right in English, right to left in Arabic (the
// newest week on the left), with the value axis on the side the reader starts from.
import { useId } from 'react';
import { anchorAt, textWidth, valueTicks } from './chart-geometry.js';
import { seriesFill, SeriesPattern, svgId, type Series } from './chart-series.js';

export interface WeekBar {
  /** The week's Sunday, YYYY-MM-DD. */
  start: string;
  /** One value per series, in the series' order. */
  values: readonly number[];
}

export interface WeeklyStackedBarsProps {
  weeks: readonly WeekBar[];
  series: readonly Series[];
  width: number;
  rtl: boolean;
  title: string;
  description: string;
  number: (value: number) => string;
  /** The axis label of a week ("3 Nov"). */
  day: (start: string) => string;
  /** The tooltip heading of a week ("Week of 3 November 2026"). */
  weekName: (start: string) => string;
}

const HEIGHT = 220;
const TOP = 14;
const BOTTOM = 26;
const EDGE = 6;
const LABEL = 12;

export function WeeklyStackedBars(props: WeeklyStackedBarsProps) {
  const { weeks, series, width, rtl, number, day, weekName } = props;
  const reactId = useId();
  const id = (...parts: Array<string | number>) => svgId(reactId, ...parts);
  const direction = rtl ? 'rtl' : 'ltr';
  const totals = weeks.map((week) => week.values.reduce((sum, value) => sum + value, 0));
  const ticks = valueTicks(Math.max(0, ...totals));
  const top = ticks[ticks.length - 1];
  const axisWidth = Math.max(24, textWidth(number(top), LABEL) + 10);
  const widestLabel = Math.max(...weeks.map((week) => textWidth(day(week.start), 11)));
  // The value axis stands on the side reading starts from: left in English, right in Arabic; the
  // far side keeps room for half of the last week's label, which is centred under its bar.
  const farEdge = Math.max(EDGE, widestLabel / 2 - 8);
  const plotLeft = rtl ? farEdge : axisWidth;
  const plotRight = width - (rtl ? axisWidth : farEdge);
  const band = (plotRight - plotLeft) / Math.max(1, weeks.length);
  const barWidth = Math.min(44, band * 0.68);
  const y = (value: number) => TOP + (1 - value / top) * (HEIGHT - TOP - BOTTOM);
  const slot = (index: number) => (rtl ? weeks.length - 1 - index : index);
  const barX = (index: number) => plotLeft + slot(index) * band + (band - barWidth) / 2;
  // Every week gets a label when there is room; otherwise every second or third, counted from the newest.
  const labelEvery = Math.max(1, Math.ceil((widestLabel + 8) / band));
  const axisX = rtl ? plotRight + 6 : plotLeft - 6;
  const axisAnchor = anchorAt(rtl ? 'left' : 'right', direction);

  return (
    <svg
      width={width}
      height={HEIGHT}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${id('title')} ${id('desc')}`}
      direction={direction}
      className="block max-w-none font-sans"
    >
      <title id={id('title')}>{props.title}</title>
      <desc id={id('desc')}>{props.description}</desc>
      <defs>
        {series.map((item, index) => (
          <SeriesPattern key={item.key} series={item} id={id('series', index)} />
        ))}
      </defs>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={plotLeft} x2={plotRight} y1={y(tick)} y2={y(tick)} stroke={tick ? '#e2e8f0' : '#64748b'} />
          <text x={axisX} y={y(tick) + 4} textAnchor={axisAnchor} fontSize={LABEL} fill="#475569">
            {number(tick)}
          </text>
        </g>
      ))}
      {weeks.map((week, index) => {
        let stacked = 0;
        const newest = weeks.length - 1 - index;
        return (
          <g key={week.start} data-week={week.start}>
            <title>
              {[
                `${weekName(week.start)}: ${number(totals[index])}`,
                ...series.map((item, s) => `${item.label} ${number(week.values[s] ?? 0)}`),
              ].join('\n')}
            </title>
            {series.map((item, s) => {
              const value = week.values[s] ?? 0;
              if (!value) return null;
              const from = stacked;
              stacked += value;
              return (
                <rect
                  key={item.key}
                  data-series={item.key}
                  x={barX(index)}
                  y={y(stacked)}
                  width={barWidth}
                  height={Math.max(1, y(from) - y(stacked))}
                  fill={seriesFill(item, id('series', s))}
                  stroke="#fff"
                  strokeWidth="1"
                />
              );
            })}
            {band >= textWidth(number(totals[index]), 11) + 4 && totals[index] > 0 ? (
              <text
                x={barX(index) + barWidth / 2}
                y={y(totals[index]) - 4}
                textAnchor="middle"
                fontSize="11"
                fill="#334155"
              >
                {number(totals[index])}
              </text>
            ) : null}
            {newest % labelEvery === 0 ? (
              <text
                x={barX(index) + barWidth / 2}
                y={HEIGHT - BOTTOM + 16}
                textAnchor="middle"
                fontSize="11"
                fill="#475569"
              >
                {day(week.start)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
