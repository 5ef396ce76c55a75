// Home: hero, then services, why choose us, solutions, government subsidy, clients,
// stats, strengths, testimonials and a call to action, all in the server HTML. Only the hero's
// video runs in the browser; the rest is a static region.
import { ClientsSlider } from './ClientsSlider.js';
import { CtaSection } from './CtaSection.js';
import { Hero } from './Hero.js';
import { ServicesSection } from './ServicesSection.js';
import { SolutionsSection } from './SolutionsSection.js';
import { StatsSection } from './StatsSection.js';
import { StrengthsSection } from './StrengthsSection.js';
import { SubsidySection } from './SubsidySection.js';
import { TestimonialsSection } from './TestimonialsSection.js';
import { WhySection } from './WhySection.js';
import { Static } from '../../components/Static.js';

export default function Page() {
  return (
    <>
      <Hero />
      <Static id="home-sections">{import.meta.env.SSR ? () => <HomeSections /> : undefined}</Static>
    </>
  );
}

function HomeSections() {
  return (
    <>
      <ServicesSection />
      <WhySection />
      <SolutionsSection />
      <SubsidySection />
      <ClientsSlider />
      <StatsSection />
      <StrengthsSection />
      <TestimonialsSection />
      <CtaSection />
    </>
  );
}
