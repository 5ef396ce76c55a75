// The Kingdom drawn by the site itself, with no third-party map tiles: a simplified border and the
// cities we serve, as longitude/latitude pairs projected onto a flat SVG. Accurate to a few
// kilometres, which is all a regional overview needs.
type LonLat = readonly [number, number];

const border: LonLat[] = [
  [34.95, 29.36],
  [36.07, 29.19],
  [36.5, 29.5],
  [36.75, 29.87],
  [37.5, 30.0],
  [37.67, 30.34],
  [37.99, 30.51],
  [37.0, 31.51],
  [38.99, 32.0],
  [39.2, 32.16],
  [40.4, 31.89],
  [41.89, 31.19],
  [44.71, 29.18],
  [46.57, 29.1],
  [47.45, 28.99],
  [48.42, 28.53],
  [48.8, 27.69],
  [49.3, 27.2],
  [49.66, 26.98],
  [50.16, 26.65],
  [50.1, 26.43],
  [50.22, 26.2],
  [50.1, 25.9],
  [50.15, 25.5],
  [50.55, 25.0],
  [50.81, 24.75],
  [51.58, 24.25],
  [52.58, 22.94],
  [55.2, 22.7],
  [55.67, 22.0],
  [55.0, 20.0],
  [52.0, 19.0],
  [49.1, 18.6],
  [48.2, 18.17],
  [47.47, 17.12],
  [46.37, 17.23],
  [45.4, 17.33],
  [44.06, 17.41],
  [43.38, 17.58],
  [43.12, 17.09],
  [42.78, 16.35],
  [42.55, 16.89],
  [42.0, 17.8],
  [41.08, 19.13],
  [40.27, 20.15],
  [39.17, 21.49],
  [39.0, 22.8],
  [38.5, 23.6],
  [38.06, 24.09],
  [37.27, 25.02],
  [36.45, 26.24],
  [35.7, 27.35],
  [35.2, 28.0],
  [34.6, 28.1],
  [34.8, 28.6],
];

/** Where each city of locales/{en,ar}/locations.ts sits, and which side of its dot the label goes. */
export const cityPoints: Record<string, { at: LonLat; label?: 'left' | 'right' }> = {
  riyadh: { at: [46.72, 24.71], label: 'right' },
  jeddah: { at: [39.19, 21.49], label: 'left' },
  makkah: { at: [39.83, 21.42] },
  madinah: { at: [39.61, 24.47], label: 'right' },
  dammam: { at: [50.1, 26.43], label: 'left' },
  khobar: { at: [50.21, 26.22] },
  dhahran: { at: [50.15, 26.29] },
  jubail: { at: [49.66, 27.01], label: 'left' },
  qatif: { at: [50.0, 26.56] },
  'ras-tanura': { at: [50.16, 26.64] },
  'al-ahsa': { at: [49.59, 25.38], label: 'left' },
  nairyah: { at: [48.39, 27.47] },
  qassim: { at: [43.97, 26.33], label: 'right' },
  tabuk: { at: [36.57, 28.38], label: 'right' },
  asir: { at: [42.5, 18.22], label: 'right' },
};

const WEST = 34.2;
const NORTH = 32.6;
// Degrees of longitude are shorter than degrees of latitude at the Kingdom's middle (about 24° N).
const X_SCALE = 18.3;
const Y_SCALE = 20;

export const project = ([lon, lat]: LonLat) => ({
  x: +((lon - WEST) * X_SCALE).toFixed(1),
  y: +((NORTH - lat) * Y_SCALE).toFixed(1),
});
export const mapSize = { width: Math.ceil((56 - WEST) * X_SCALE), height: Math.ceil((NORTH - 16) * Y_SCALE) };
export const borderPath = `M${border
  .map((point) => {
    const { x, y } = project(point);
    return `${x},${y}`;
  })
  .join('L')}Z`;
