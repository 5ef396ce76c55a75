// The expert profile: a card with name, role, expertise and languages, then the profile's copy.
import { Languages, MapPin } from 'lucide-react';
import { CopyArticle } from '../../components/content/CopyArticle.js';
import { useT } from '../../components/ui/Msg.js';
import { useData } from '../../components/page-context.js';
import type { Data } from './+data.js';

export default function Page() {
  const { copy, crumbs, name, profile } = useData<Data>();
  return <CopyArticle copy={copy} crumbs={crumbs} intro={<ProfileCard name={name} profile={profile} />} />;
}

function ProfileCard({ name, profile }: Pick<Data, 'name' | 'profile'>) {
  const t = useT();
  const initials = name
    .split(/[\s-]+/)
    .filter((part) => /^[A-Z]/.test(part))
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
  return (
    <section
      aria-labelledby="profile-title"
      className="mb-12 grid gap-6 rounded-2xl border border-slate-200 p-6 sm:grid-cols-[auto_1fr] sm:p-8"
    >
      <div
        aria-hidden="true"
        className="flex size-24 items-center justify-center rounded-full bg-plum-500 text-3xl font-bold text-white"
      >
        {initials}
      </div>
      <div>
        <h2 id="profile-title" className="text-2xl font-bold text-slate-900">
          {name}
        </h2>
        <p className="mt-1 font-semibold text-brand-800">{profile.role}</p>
        <p className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-slate-700">
          <span className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4" />
            {t('expert.location')}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Languages aria-hidden="true" className="size-4" />
            {profile.languages.join(' · ')}
          </span>
        </p>
        <p className="mt-4 text-slate-700">{profile.bio}</p>
        <h3 className="mt-6 font-bold text-slate-900">{t('expert.expertise')}</h3>
        <ul className="mt-2 flex flex-wrap gap-2">
          {profile.expertise.map((item) => (
            <li key={item} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
