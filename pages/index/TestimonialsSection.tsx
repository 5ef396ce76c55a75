import { Quote } from 'lucide-react';
import { useT } from '../../components/ui/Msg.js';
import { useData } from '../../components/page-context.js';
import type { Data } from './+data.js';
import { SectionHeading } from './SectionHeading.js';

export function TestimonialsSection() {
  const t = useT();
  const { testimonials } = useData<Data>();
  return (
    <section aria-labelledby="testimonials-title" className="bg-slate-50 py-16">
      <div className="container-page">
        <SectionHeading id="testimonials-title" eyebrow={t('testimonials.eyebrow')} title={t('testimonials.title')} />
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {testimonials.map((item) => (
            <li key={item.quote}>
              <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <Quote aria-hidden="true" className="flip-rtl size-8 text-brand-500" />
                <blockquote className="mt-3 flex-1 text-slate-800">{item.quote}</blockquote>
                <figcaption className="mt-5 border-t border-slate-200 pt-4">
                  <p className="font-bold text-slate-900">{item.role}</p>
                  <p className="text-sm text-slate-600">{item.company}</p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
