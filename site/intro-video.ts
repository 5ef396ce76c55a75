// The home page's intro video: three scenes, in seconds. The picture has no words
// (scripts/intro-video/make-intro-video.ts draws it); each scene's words are a caption cue.
export const INTRO_SCENES = [
  { id: 'opening', start: 0, end: 3.5 },
  { id: 'steps', start: 3.5, end: 10 },
  { id: 'closing', start: 10, end: 14 },
] as const;

/** How long the video runs: its last scene's end. The title under it states this, so it cannot
 * promise minutes to a 14-second clip. */
export const INTRO_SECONDS: number = INTRO_SCENES[INTRO_SCENES.length - 1].end;

export type IntroScene = (typeof INTRO_SCENES)[number]['id'];

/** The captions of the intro video in one language. */
export const introCaptionsPath = (locale: 'en' | 'ar') => `/media/intro-captions.${locale}.vtt`;
