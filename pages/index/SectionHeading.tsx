// The eyebrow, h2 and optional subtitle that open each home section.
export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
  light = false,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  light?: boolean;
}) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      {eyebrow ? (
        <p className={`text-sm font-bold uppercase tracking-wide ${light ? 'text-brand-100' : 'text-plum-500'}`}>
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className={`mt-2 text-3xl font-bold sm:text-4xl ${light ? 'text-white' : 'text-slate-900'}`}>
        {title}
      </h2>
      {subtitle ? <p className={`mt-4 text-lg ${light ? 'text-white/90' : 'text-slate-700'}`}>{subtitle}</p> : null}
    </div>
  );
}
