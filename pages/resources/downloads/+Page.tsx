// /resources/downloads: real files served from public/downloads/{en,ar}/, in the page's language.
import { Download, FileText } from 'lucide-react';
import { CopyArticle } from '../../../components/content/CopyArticle.js';
import { useT } from '../../../components/ui/Msg.js';
import { useData } from '../../../components/page-context.js';
import type { Data } from './+data.js';

export default function Page() {
  const { copy, crumbs, files } = useData<Data>();
  const t = useT();
  return (
    <CopyArticle copy={copy} crumbs={crumbs}>
      <section aria-labelledby="files-title" className="mt-14">
        <h2 id="files-title" className="text-2xl font-bold text-slate-900">
          {t('downloads.title')}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {files.map((file) => (
            <li key={file.id} className="flex flex-col rounded-2xl border border-slate-200 p-6">
              <FileText aria-hidden="true" className="size-8 text-plum-500" />
              <h3 className="mt-3 text-lg font-bold text-slate-900">{file.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{file.summary}</p>
              <p className="mt-3 text-sm text-slate-600">{file.format}</p>
              {/* A plain link: files are static, never client-routed. */}
              <a
                href={file.file}
                download
                className="mt-4 inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 font-bold text-white hover:bg-brand-800"
              >
                <Download aria-hidden="true" className="size-5" />
                {t('downloads.button')}
                <span className="sr-only">: {file.title}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </CopyArticle>
  );
}
