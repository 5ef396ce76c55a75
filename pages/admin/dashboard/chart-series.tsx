// How a chart tells its series apart: a colour with at least 4.5:1 on white, and a texture (solid,
// stripes, dots), so a series reads without telling colours apart; the legend shows both, and
// every segment is named in its tooltip and in the chart's table.

export type Texture = 'solid' | 'stripes' | 'dots' | 'checks';

export interface Series {
  key: string;
  label: string;
  color: string;
  texture: Texture;
}

/** A series' fill: its colour, or the pattern drawn by <SeriesPattern> under `id`. */
export const seriesFill = (series: Series, id: string) => (series.texture === 'solid' ? series.color : `url(#${id})`);

/** The <pattern> of a textured series (nothing for a solid one); put it in the SVG's <defs>. */
export function SeriesPattern({ series, id }: { series: Series; id: string }) {
  if (series.texture === 'solid') return null;
  return (
    <pattern id={id} width="6" height="6" patternUnits="userSpaceOnUse">
      <rect width="6" height="6" fill={series.color} />
      {series.texture === 'stripes' ? (
        <path d="M-1,1 l2,-2 M0,6 l6,-6 M5,7 l2,-2" stroke="#fff" strokeWidth="1.2" strokeOpacity="0.7" />
      ) : null}
      {series.texture === 'dots' ? <circle cx="3" cy="3" r="1.3" fill="#fff" fillOpacity="0.75" /> : null}
      {series.texture === 'checks' ? (
        <path d="M0,3 h6 M3,0 v6" stroke="#fff" strokeWidth="1" strokeOpacity="0.6" />
      ) : null}
    </pattern>
  );
}

/** An id usable in url(#…): React's ids carry characters that need escaping there. */
export const svgId = (reactId: string, ...parts: Array<string | number>) =>
  [reactId.replace(/[^A-Za-z0-9_-]/g, ''), ...parts].join('-');

/** The series' names with their swatches, in the reading direction of the screen. */
export function Legend({ series, idPrefix }: { series: readonly Series[]; idPrefix: string }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      {series.map((item) => {
        const id = svgId(idPrefix, 'legend', item.key);
        return (
          <li key={item.key} className="flex items-center gap-1.5">
            <svg width="14" height="14" aria-hidden="true" focusable="false">
              <defs>
                <SeriesPattern series={item} id={id} />
              </defs>
              <rect width="14" height="14" rx="2" fill={seriesFill(item, id)} />
            </svg>
            {item.label}
          </li>
        );
      })}
    </ul>
  );
}
