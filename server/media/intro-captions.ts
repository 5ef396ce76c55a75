// GET /media/intro-captions.{en|ar}.vtt: the words of the home page's intro video, whose picture has
// none, as WebVTT captions in the page's language with the company's name and city from the site
// profile. Written once at start.
import type Router from '@koa/router';
import { translator } from '../../locales/messages.js';
import { localeList } from '../../site/languages.js';
import type { SiteConfig } from '../../site/profile.js';
import { INTRO_SCENES, introCaptionsPath } from '../../site/intro-video.js';
import { strictRouter } from '../http/strict-router.js';
import type { AppParts } from '../app-parts.js';

const timestamp = (seconds: number) => {
  const whole = Math.floor(seconds);
  const ms = Math.round((seconds - whole) * 1000);
  return `00:${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}.${String(ms).padStart(3, '0')}`;
};

// A cue's text may not hold a blank line or "-->"; our own words never do, a profile's might.
const cueText = (text: string) => text.replace(/-->/g, '→').replace(/\n\s*\n/g, '\n');

export function introCaptionsVtt(site: SiteConfig, locale: 'en' | 'ar'): string {
  const t = translator(locale);
  const words = {
    opening: t('intro.caption.opening', { company: site.name[locale], city: site.postalAddress.locality[locale] }),
    steps: t('intro.caption.steps'),
    closing: t('intro.caption.closing'),
  };
  const cues = INTRO_SCENES.map(
    (scene) => `${scene.id}\n${timestamp(scene.start)} --> ${timestamp(scene.end)}\n${cueText(words[scene.id])}`,
  );
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

export function introCaptionsRouter({ config: { site } }: Pick<AppParts, 'config'>): Router {
  const router = strictRouter();
  for (const locale of localeList) {
    const vtt = introCaptionsVtt(site, locale);
    router.get(introCaptionsPath(locale), (ctx) => {
      ctx.type = 'text/vtt; charset=utf-8';
      ctx.set('Cache-Control', 'public, max-age=86400');
      ctx.body = vtt;
    });
  }
  return router;
}
