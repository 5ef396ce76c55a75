// The locations map: the Kingdom's outline with a dot per city we serve; the home region's cities
// stand out. The region list beside it carries the same facts as text for screen readers.
import { borderPath, cityPoints, mapSize, project } from './map-geometry.js';

interface Props {
  title: string;
  description: string;
  /** City id → label in the page's language. */
  names: Record<string, string>;
  /** City ids of the home region, drawn in the accent colour. */
  home: string[];
}

export function KingdomMap({ title, description, names, home }: Props) {
  return (
    <svg
      viewBox={`0 0 ${mapSize.width} ${mapSize.height}`}
      role="img"
      aria-labelledby="map-title map-desc"
      className="h-auto w-full"
      style={{ direction: 'ltr' }}
    >
      <title id="map-title">{title}</title>
      <desc id="map-desc">{description}</desc>
      <path d={borderPath} className="fill-brand-50 stroke-brand-700" strokeWidth="1.5" strokeLinejoin="round" />
      {Object.entries(cityPoints).map(([id, point]) => {
        const { x, y } = project(point.at);
        const isHome = home.includes(id);
        return (
          <g key={id}>
            <circle
              cx={x}
              cy={y}
              r={isHome ? 4 : 5}
              className={isHome ? 'fill-plum-500' : 'fill-brand-700'}
              stroke="white"
              strokeWidth="1.5"
            />
            {point.label && names[id] ? (
              <text
                x={point.label === 'right' ? x + 8 : x - 8}
                y={y + 4}
                textAnchor={point.label === 'right' ? 'start' : 'end'}
                className="fill-slate-900 text-[11px] font-semibold"
                paintOrder="stroke"
                stroke="white"
                strokeWidth="3"
              >
                {names[id]}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
