// Home: hero, then services, why choose us, solutions, government subsidy, clients,
// stats, strengths, testimonials and a call to action, all in the server HTML.
import { ClientsSlider } from '../../components/home/ClientsSlider.js';
import { CtaSection } from '../../components/home/CtaSection.js';
import { Hero } from '../../components/home/Hero.js';
import { ServicesSection } from '../../components/home/ServicesSection.js';
import { SolutionsSection } from '../../components/home/SolutionsSection.js';
import { StatsSection } from '../../components/home/StatsSection.js';
import { StrengthsSection } from '../../components/home/StrengthsSection.js';
import { SubsidySection } from '../../components/home/SubsidySection.js';
import { TestimonialsSection } from '../../components/home/TestimonialsSection.js';
import { WhySection } from '../../components/home/WhySection.js';

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
