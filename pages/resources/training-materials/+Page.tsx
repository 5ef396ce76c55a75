// /resources/training-materials: the course outlines we train from, by role and level.
import { GraduationCap } from 'lucide-react';
import { CopyArticle } from '../../../components/content/CopyArticle.js';
import { useT } from '../../../components/ui/Msg.js';
import { useData } from '../../../components/page-context.js';
import type { Data } from './+data.js';

export default function Page() {
  const { copy, crumbs, courses } = useData<Data>();
  const t = useT();
  return (
    <CopyArticle copy={copy} crumbs={crumbs}>
      <section aria-labelledby="courses-title" className="mt-14">
        <h2 id="courses-title" className="text-2xl font-bold text-slate-900">
          {t('training.coursesTitle')}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {courses.map((course) => (
            <li key={course.id} id={course.id} className="rounded-2xl border border-slate-200 p-6">
              <h3 className="flex items-start gap-2 text-lg font-bold text-slate-900">
                <GraduationCap aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                {course.title}
              </h3>
              <p className="mt-1 text-sm font-semibold text-plum-600">
                {t('training.level')}: {course.level}
              </p>
              <p className="mt-3 text-slate-700">{course.summary}</p>
              <ul className="mt-3 list-disc space-y-1 ps-5 text-slate-700">
                {course.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
    </CopyArticle>
  );
}
