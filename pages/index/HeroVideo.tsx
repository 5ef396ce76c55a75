// The hero's video panel: open, muted and autoplaying at first; the X closes it; the
// thumbnail with a play icon opens it again.
import { Play, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { whenPageLoaded } from '../../components/document/when-page-loaded.js';
import { useT } from '../../components/ui/Msg.js';
import { usePageContext } from '../../components/page-context.js';
import { INTRO_SECONDS, introCaptionsPath } from '../../site/intro-video.js';

const POSTER = '/media/intro-poster.webp';

// The video (about 140 KB) is decoration next to the hero's words. On a slow phone it would share the
// first seconds of bandwidth with the stylesheet, fonts and scripts, so the server sends only the
// poster, and the sources are attached once the page has finished loading; then it autoplays.
function useAfterPageLoad(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => whenPageLoaded(() => setLoaded(true)), []);
  return loaded;
}

export function HeroVideo() {
  const t = useT();
  const { locale } = usePageContext();
  const [open, setOpen] = useState(true);
  const pageLoaded = useAfterPageLoad();
  const video = useRef<HTMLVideoElement>(null);
  // Inserting the sources starts the browser's source selection by itself; load() only where it did
  // not, since a second start throws away the media player the first one made (a long task on a phone).
  useEffect(() => {
    if (pageLoaded && video.current?.networkState === HTMLMediaElement.NETWORK_EMPTY) video.current.load();
  }, [pageLoaded]);
  return (
    <figure className="relative overflow-hidden rounded-2xl bg-slate-900 shadow-2xl ring-1 ring-white/20">
      {open ? (
        <>
          <video
            ref={video}
            className="aspect-video w-full object-cover"
            autoPlay
            muted
            loop
            playsInline
            preload="metadata"
            poster={POSTER}
            aria-label={t('hero.videoLabel')}
            width={640}
            height={360}
          >
            {pageLoaded && (
              <>
                <source src="/media/intro.webm" type="video/webm" />
                <source src="/media/intro.mp4" type="video/mp4" />
                {/* The picture has no words: they are these captions, in the page's language. */}
                <track
                  kind="captions"
                  src={introCaptionsPath(locale)}
                  srcLang={locale}
                  label={t('hero.captionsLabel')}
                  default
                />
              </>
            )}
          </video>
          {/* On the inline-start corner: on a phone's first screen the panel's end corner sits
              under the floating call and chat buttons (FloatingContact, bottom end). */}
          <button
            type="button"
            onClick={() => setOpen(false)}
            aria-label={t('hero.closeVideo')}
            className="absolute start-3 top-3 inline-flex size-10 items-center justify-center rounded-full bg-slate-900/70 text-white hover:bg-slate-900"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </>
      ) : (
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label={t('hero.playVideo')}
          className="group relative block w-full"
        >
          <img src={POSTER} alt="" width={640} height={360} className="aspect-video w-full object-cover opacity-80" />
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="inline-flex size-16 items-center justify-center rounded-full bg-white text-brand-700 shadow-xl transition group-hover:scale-105">
              <Play aria-hidden="true" className="flip-rtl size-7 fill-current" />
            </span>
          </span>
        </button>
      )}
      <figcaption className="bg-slate-900/90 px-4 py-2 text-sm text-white">
        {t('hero.videoTitle', { seconds: INTRO_SECONDS })}
      </figcaption>
    </figure>
  );
}
