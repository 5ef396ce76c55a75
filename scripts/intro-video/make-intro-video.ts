// Draws the home page's intro video and its poster without a word or a name in the picture: the
// mark, the steps of a project as icons, the compliance badges. The words are captions (WebVTT) the
// server writes from the company profile in the page's language (server/media/intro-captions.ts), so the
// video fits any company and both languages. A maintenance tool, not part of the build: run
// `npx tsx scripts/intro-video/make-intro-video.ts` with ffmpeg installed, then commit
// public/media/intro.{webm,mp4} and intro-poster.webp.
import { spawn } from 'node:child_process';
import { Resvg } from '@resvg/resvg-js';
import { INTRO_SCENES } from '../../site/intro-video.js';

const WIDTH = 640;
const HEIGHT = 360;
const FPS = 24;
const SECONDS = INTRO_SCENES.at(-1)!.end;

type IconNode = { node: Array<[string, Record<string, string | number>]> };

// Lucide's own drawings (the icons the site uses), read from the icon modules' data.
const lucide = async (name: string) =>
  ((await import(`lucide-react/dist/esm/icons/${name}.mjs`)) as { __iconData: IconNode }).__iconData;
const [search, settings, database, cap, rocket, qr, shield, check] = await Promise.all(
  ['search', 'settings', 'database', 'graduation-cap', 'rocket', 'qr-code', 'shield-check', 'badge-check'].map(lucide),
);

function icon(data: IconNode, x: number, y: number, size: number, color = '#ffffff'): string {
  const parts = data.node
    .map(
      ([tag, attrs]) =>
        `<${tag} ${Object.entries(attrs)
          .filter(([name]) => name !== 'key')
          .map(([name, value]) => `${name}="${value}"`)
          .join(' ')}/>`,
    )
    .join('');
  return `<g transform="translate(${x} ${y}) scale(${size / 24})" fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${parts}</g>`;
}

const mark = (cx: number, cy: number, size: number, opacity = 1) =>
  `<g opacity="${opacity.toFixed(3)}" transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${size / 32})"><rect width="32" height="32" rx="8" fill="#714B67" stroke="#ffffff" stroke-opacity="0.25" stroke-width="0.5"/><path d="M5 24 13 11l4 6 3-4 7 11Z" fill="#1EA18C"/><path d="m13 11 4 6-2 3Z" fill="#fff" opacity=".85"/></g>`;

const ease = (t: number) => (t <= 0 ? 0 : t >= 1 ? 1 : 1 - (1 - t) ** 3);
const clamp = (t: number) => Math.max(0, Math.min(1, t));

const BACKGROUND = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2aa58f"/><stop offset="0.5" stop-color="#1f6f68"/><stop offset="1" stop-color="#6a3f60"/></linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/><path d="M0 300 L90 250 L170 290 L280 225 L370 275 L460 240 L560 285 L640 245 L640 360 L0 360Z" fill="#ffffff" opacity="0.07"/>`;

const STEPS = [search, settings, database, cap, rocket];

function frame(time: number): string {
  const [opening, steps, closing] = INTRO_SCENES;
  const parts = [BACKGROUND];
  if (time < opening.end) {
    const t = ease(time / 0.9);
    parts.push(mark(WIDTH / 2, HEIGHT / 2 - 10, 64 + 24 * t, t));
    parts.push(
      `<rect x="${WIDTH / 2 - 30 * t}" y="${HEIGHT / 2 + 50}" width="${60 * t}" height="3" rx="1.5" fill="#ffffff" opacity="0.8"/>`,
    );
  } else if (time < steps.end) {
    const local = time - steps.start;
    parts.push(mark(120, 150, 44));
    const progress = clamp(local / (steps.end - steps.start - 0.5));
    parts.push(
      `<rect x="80" y="200" width="100" height="4" rx="2" fill="#ffffff" opacity="0.25"/><rect x="80" y="200" width="${100 * progress}" height="4" rx="2" fill="#ffffff"/>`,
    );
    STEPS.forEach((data, index) => {
      const appear = ease((local - 0.35 - index * 0.9) / 0.5);
      if (appear <= 0) return;
      const y = 46 + index * 56;
      const x = 250 + 30 * (1 - appear);
      parts.push(
        `<g opacity="${appear.toFixed(3)}"><rect x="${x}" y="${y}" width="330" height="44" rx="10" fill="#ffffff" fill-opacity="0.14" stroke="#ffffff" stroke-opacity="0.22"/>`,
      );
      parts.push(`<circle cx="${x + 24}" cy="${y + 22}" r="15" fill="#1EA18C"/>${icon(data, x + 15, y + 13, 18)}`);
      parts.push(
        `<rect x="${x + 52}" y="${y + 15}" width="${120 + ((index * 37) % 60)}" height="6" rx="3" fill="#ffffff" opacity="0.75"/><rect x="${x + 52}" y="${y + 27}" width="${80 + ((index * 53) % 50)}" height="4" rx="2" fill="#ffffff" opacity="0.4"/>`,
      );
      parts.push(`</g>`);
    });
  } else {
    const local = time - closing.start;
    parts.push(mark(WIDTH / 2, 120, 72, ease(local / 0.6)));
    [qr, shield, check].forEach((data, index) => {
      const appear = ease((local - 0.4 - index * 0.35) / 0.5);
      const cx = WIDTH / 2 + (index - 1) * 90;
      parts.push(
        `<g opacity="${appear.toFixed(3)}"><circle cx="${cx}" cy="235" r="30" fill="#ffffff" fill-opacity="0.14" stroke="#ffffff" stroke-opacity="0.3"/>${icon(data, cx - 15, 220, 30)}</g>`,
      );
    });
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
}

async function encode(args: string[], frames: number, fromSecond = 0): Promise<void> {
  const ffmpeg = spawn(
    'ffmpeg',
    ['-loglevel', 'error', '-y', '-f', 'image2pipe', '-framerate', String(FPS), '-c:v', 'png', '-i', '-', ...args],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  for (let index = 0; index < frames; index++) {
    const png = new Resvg(frame(fromSecond + index / FPS)).render().asPng();
    if (!ffmpeg.stdin.write(png)) await new Promise((resolve) => ffmpeg.stdin.once('drain', resolve));
  }
  ffmpeg.stdin.end();
  const code = await new Promise<number | null>((resolve) => ffmpeg.once('exit', resolve));
  if (code !== 0) throw new Error(`ffmpeg exited with ${code}`);
}

const frames = SECONDS * FPS;
await encode(
  ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-pix_fmt', 'yuv420p', '-an', 'public/media/intro.webm'],
  frames,
);
await encode(
  [
    '-c:v',
    'libx264',
    '-crf',
    '30',
    '-preset',
    'veryslow',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-an',
    'public/media/intro.mp4',
  ],
  frames,
);
// The poster is the opening scene once the mark has arrived.
await encode(['-frames:v', '1', '-c:v', 'libwebp', '-quality', '80', 'public/media/intro-poster.webp'], 1, 1.5);
console.log(`wrote ${frames} frames of ${WIDTH}×${HEIGHT} at ${FPS} fps`);
