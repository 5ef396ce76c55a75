// One chart of the dashboard: its title, the drawing at the width the box has (scrolling inside
// the box rather than the page if it is still too narrow), its legend, and the same numbers as a
// table behind "Show as table" for screen readers and for anyone who wants the exact figures.
import type { ReactNode } from 'react';
import { useAdminT } from '../../../components/ui/useAdminT.js';
import { useChartWidth } from './useChartWidth.js';

export interface ChartFigureProps {
  title: string;
  /** The chart's whole name where its title alone is shared with another ("Top campaigns: By leads"). */
  name?: string;
  /** Heading level of the title inside the dashboard. */
  level?: 3 | 4;
  chart: (width: number) => ReactNode;
  legend?: ReactNode;
  table: ReactNode;
  note?: string;
  className?: string;
}

export function ChartFigure({
  title,
  name = title,
  level = 3,
  chart,
  legend,
  table,
  note,
  className = '',
}: ChartFigureProps) {
  const t = useAdminT();
  const { ref, width, scrolls } = useChartWidth<HTMLDivElement>();
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <figure className={`min-w-0 ${className}`}>
      <Heading className={level === 3 ? 'text-base font-bold text-slate-900' : 'text-sm font-semibold text-slate-800'}>
        {title}
      </Heading>
      {/* A box too narrow for the chart scrolls, and can then be focused to scroll it by keyboard. */}
      <div
        ref={ref}
        className="mt-2 overflow-x-auto"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
        tabIndex={scrolls ? 0 : undefined}
        role={scrolls ? 'region' : undefined}
        aria-label={scrolls ? name : undefined}
      >
        {chart(width)}
      </div>
      {legend}
      {note ? <p className="mt-2 text-xs text-slate-600">{note}</p> : null}
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">{t('admin.dashboard.showTable')}</summary>
        {/* A table wider than a phone scrolls in its box; the box can be focused to scroll it by
            keyboard, and is named by the chart's name. */}
        <div className="mt-2 overflow-x-auto" role="region" aria-label={name} tabIndex={0}>
          {table}
        </div>
      </details>
    </figure>
  );
}

/** The table behind a chart: a caption naming the chart, header cells for rows and columns. */
export function ChartTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: ReadonlyArray<{ key: string; head: ReactNode; cells: readonly string[] }>;
}) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-700">
          {columns.map((column, index) => (
            <th key={column} scope="col" className={`px-2 py-1 font-semibold ${index ? 'text-end' : 'text-start'}`}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-slate-100">
            <th scope="row" className="px-2 py-1 text-start font-normal [overflow-wrap:anywhere]">
              {row.head}
            </th>
            {row.cells.map((cell, index) => (
              <td key={index} className="px-2 py-1 text-end tabular-nums">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
