// The home hero: headline, subtitle, primary button to /contact, outline button to /about
// and the video panel, on the brand gradient (#1EA18C to #714B67). The words are a static region;
// the video runs in the browser.
import { LocalLink } from '../../components/ui/LocalLink.js';
import { useT } from '../../components/ui/Msg.js';
import { heroPoints } from './home-content.js';
import { HeroVideo } from './HeroVideo.js';
import { Static } from '../../components/Static.js';

export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-gradient-to-br from-brand-800 via-brand-700 to-plum-500 text-white"
    >
      <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-2 lg:py-20">
        <Static id="hero-text">{import.meta.env.SSR ? () => <HeroText /> : undefined}</Static>
        <HeroVideo />
      </div>
    </section>
  );
}

function HeroText() {
  const t = useT();
  return (
    <div>
      <p className="inline-block rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">{t('hero.badge')}</p>
      <h1 id="hero-title" className="mt-4 text-3xl leading-tight font-bold sm:text-5xl">
        {t('hero.title')}
      </h1>
      <p className="mt-5 text-lg text-white/95 sm:text-xl">{t('hero.subtitle')}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <LocalLink
          href="/contact"
          className="rounded-lg bg-white px-6 py-3 text-center font-bold text-brand-800 shadow hover:bg-brand-50"
        >
          {t('hero.primary')}
        </LocalLink>
        <LocalLink
          href="/about"
          className="rounded-lg border-2 border-white px-6 py-3 text-center font-bold text-white hover:bg-white/10"
        >
          {t('hero.secondary')}
        </LocalLink>
      </div>
      <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
        {heroPoints.map(({ key, icon: Icon }) => (
          <li key={key} className="flex items-center gap-2">
            <Icon aria-hidden="true" className="size-4" />
            {t(`hero.point.${key}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
