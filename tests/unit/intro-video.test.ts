// The hero video's title says how long the video runs, and that length is the files' own: the
// MP4's movie header and the WebM's segment duration both agree with INTRO_SECONDS.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import enMessages from '../../locales/en/messages.json';
import arMessages from '../../locales/ar/messages.json';
import { translator } from '../../locales/messages.js';
import { INTRO_SCENES, INTRO_SECONDS } from '../../site/intro-video.js';

/** Seconds from the MP4's movie header box (mvhd): duration over timescale. */
function mp4Seconds(file: Buffer): number {
  const at = file.indexOf('mvhd', 0, 'latin1');
  const version = file[at + 4];
  return version === 1
    ? Number(file.readBigUInt64BE(at + 4 + 24)) / file.readUInt32BE(at + 4 + 20)
    : file.readUInt32BE(at + 4 + 16) / file.readUInt32BE(at + 4 + 12);
}

/** Seconds from the WebM's Info element: Duration (0x4489, a float) in TimecodeScale nanoseconds. */
function webmSeconds(file: Buffer): number {
  const scaleAt = file.indexOf(Buffer.from([0x2a, 0xd7, 0xb1]));
  let scale = 1_000_000;
  if (scaleAt >= 0) {
    const size = file[scaleAt + 3] & 0x7f;
    scale = Number(file.readUIntBE(scaleAt + 4, size));
  }
  const at = file.indexOf(Buffer.from([0x44, 0x89]));
  const size = file[at + 2] & 0x7f;
  const duration = size === 4 ? file.readFloatBE(at + 3) : file.readDoubleBE(at + 3);
  return (duration * scale) / 1e9;
}

describe('intro video', () => {
  it('runs as long as its scenes say, in both files', () => {
    expect(INTRO_SECONDS).toBe(INTRO_SCENES.at(-1)!.end);
    expect(mp4Seconds(readFileSync('public/media/intro.mp4'))).toBeCloseTo(INTRO_SECONDS, 1);
    expect(webmSeconds(readFileSync('public/media/intro.webm'))).toBeCloseTo(INTRO_SECONDS, 0);
  });

  it('is titled with its real length in both languages, taken from the data', () => {
    // The number comes from INTRO_SECONDS, never from the words.
    expect(enMessages['hero.videoTitle']).toContain('{seconds}');
    expect(arMessages['hero.videoTitle']).toMatch(/\{seconds, plural,/);
    const en = translator('en')('hero.videoTitle', { seconds: INTRO_SECONDS });
    const ar = translator('ar')('hero.videoTitle', { seconds: INTRO_SECONDS });
    expect(en).toMatch(new RegExp(`\\b${INTRO_SECONDS}-second\\b`));
    expect(ar).toContain(`${INTRO_SECONDS} ثانية`);
    for (const title of [en, ar]) expect(title).not.toMatch(/minute|دقيق/i);
  });
});
