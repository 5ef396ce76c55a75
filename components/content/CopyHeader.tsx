// The band at the top of a content page that holds its h1 and lead, with room beside them on wide
// screens (under them on phones) for the ads landing page's form.
import type { ReactNode } from 'react';

export function CopyHeader({ aside, children }: { aside?: ReactNode; children: ReactNode }) {
  return (
    <header className="bg-gradient-to-br from-brand-800 to-plum-500 text-white">
      <div
        className={`container-page py-10 sm:py-14 ${aside ? 'grid items-start gap-8 lg:grid-cols-[1fr_26rem]' : ''}`}
      >
        {children}
        {aside}
      </div>
    </header>
  );
}
