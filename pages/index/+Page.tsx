// Home: hero, then services, why choose us, solutions, government subsidy, clients,
// stats, strengths, testimonials and a call to action, all in the server HTML.
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

export default function Page() {
  return (
    <>
      <Hero />
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
