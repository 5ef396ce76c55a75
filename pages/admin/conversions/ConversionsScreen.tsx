// /admin?conversions: an owner's offline conversions. The conversion name each ad platform's import
// matches, and a download of the period's won leads that came from that platform's ads (Google Ads:
// gclid, Microsoft Advertising: msclkid), in its import template; each conversion once, unless the
// owner asks for those already exported again. The server refuses all of it to anyone but an owner.
import { useState, type FormEvent } from 'react';
import { Download } from 'lucide-react';
import { useAdminT } from '../../../components/ui/useAdminT.js';
import { refusedFields, sessionOver } from '../api/admin-api-error.js';
import {
  downloadConversions,
  getConversionNames,
  saveConversionNames,
  type ConversionExport,
  type ConversionFormat,
  type ConversionNames,
} from '../api/conversions.js';
import { useAdminSession } from '../frame/AdminSession.js';
import { useAdminData } from '../shared/useAdminData.js';

const input =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-500/40';
const label = 'block text-sm font-semibold text-slate-800';
const formats: ConversionFormat[] = ['google', 'microsoft'];
const stages = ['contacted', 'qualified', 'proposal'] as const;

const namesOf = (_key: 'conversions', signal: AbortSignal) => getConversionNames(signal).then((a) => a.names);

/** Today and the first of its month in Riyadh, as YYYY-MM-DD. */
function thisMonth(): { from: string; to: string } {
  const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

export function ConversionsScreen() {
  const t = useAdminT();
  const { expired } = useAdminSession();
  const { state, show } = useAdminData('conversions', namesOf);
  const saved: ConversionNames = state.status === 'ready' ? state.data : { google: null, microsoft: null };
  const [draft, setDraft] = useState<Partial<Record<ConversionFormat, string>>>({});
  const [namesStatus, setNamesStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [request, setRequest] = useState<ConversionExport>(() => ({ ...thisMonth(), format: 'google', again: false }));
  const [exportStatus, setExportStatus] = useState<'idle' | 'working' | 'done' | 'no-name' | 'failed'>('idle');
  const [fields, setFields] = useState<Record<string, string>>({});

  const saveNames = async (event: FormEvent) => {
    event.preventDefault();
    setNamesStatus('saving');
    setFields({});
    try {
      const changed = Object.fromEntries(formats.filter((f) => draft[f] !== undefined).map((f) => [f, draft[f]!]));
      show((await saveConversionNames(changed)).names);
      setDraft({});
      setNamesStatus('saved');
    } catch (error) {
      if (sessionOver(error)) return expired();
      setFields(refusedFields(error));
      setNamesStatus('failed');
    }
  };

  const download = async (event: FormEvent) => {
    event.preventDefault();
    setExportStatus('working');
    setFields({});
    try {
      const { file, name } = await downloadConversions(request);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(file);
      link.download = name;
      link.click();
      URL.revokeObjectURL(link.href);
      setExportStatus('done');
    } catch (error) {
      if (sessionOver(error)) return expired();
      const refused = refusedFields(error);
      setFields(refused);
      setExportStatus(refused[request.format] ? 'no-name' : 'failed');
    }
  };

  const fieldError = (key: string) =>
    fields[key] ? <p className="mt-1 text-sm font-medium text-red-700">{t('admin.conversions.fieldError')}</p> : null;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t('admin.conversions.heading')}</h1>
        <p className="mt-1 text-slate-700">{t('admin.conversions.intro')}</p>
      </header>

      <form onSubmit={saveNames} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="font-bold text-slate-900">{t('admin.conversions.namesHeading')}</h2>
        <p className="text-sm text-slate-600">{t('admin.conversions.namesHint')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          {formats.map((format) => (
            <div key={format}>
              <label htmlFor={`conversion-name-${format}`} className={label}>
                {t(`admin.conversions.name.${format}`)}
              </label>
              <input
                id={`conversion-name-${format}`}
                value={draft[format] ?? saved[format] ?? ''}
                onChange={(e) => {
                  setDraft((d) => ({ ...d, [format]: e.target.value }));
                  setNamesStatus('idle');
                }}
                maxLength={100}
                dir="auto"
                className={input}
              />
              {fieldError(format)}
            </div>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={namesStatus === 'saving' || Object.keys(draft).length === 0}
            className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {t('admin.conversions.saveNames')}
          </button>
          <p role="status" className="text-sm font-medium text-slate-700">
            {namesStatus === 'saved' ? t('admin.conversions.namesSaved') : ''}
          </p>
        </div>
      </form>

      <form onSubmit={download} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="font-bold text-slate-900">{t('admin.conversions.exportHeading')}</h2>
        <div className="grid gap-3 sm:grid-cols-3">
          <div>
            <label htmlFor="conversions-format" className={label}>
              {t('admin.conversions.format')}
            </label>
            <select
              id="conversions-format"
              value={request.format}
              onChange={(e) => setRequest((r) => ({ ...r, format: e.target.value as ConversionFormat }))}
              className={input}
            >
              {formats.map((format) => (
                <option key={format} value={format}>
                  {t(`admin.conversions.formats.${format}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="conversions-from" className={label}>
              {t('admin.conversions.from')}
            </label>
            <input
              id="conversions-from"
              type="date"
              required
              value={request.from}
              onChange={(e) => setRequest((r) => ({ ...r, from: e.target.value }))}
              className={input}
            />
            {fieldError('from')}
          </div>
          <div>
            <label htmlFor="conversions-to" className={label}>
              {t('admin.conversions.to')}
            </label>
            <input
              id="conversions-to"
              type="date"
              required
              value={request.to}
              onChange={(e) => setRequest((r) => ({ ...r, to: e.target.value }))}
              className={input}
            />
            {fieldError('to')}
          </div>
        </div>
        <div>
          <label htmlFor="conversions-stage" className={label}>
            {t('admin.conversions.stage')}
          </label>
          <select
            id="conversions-stage"
            value={request.stage ?? ''}
            onChange={(e) =>
              setRequest((r) => ({ ...r, stage: (e.target.value || undefined) as ConversionExport['stage'] }))
            }
            className={input}
          >
            <option value="">{t('admin.conversions.wonOnly')}</option>
            {stages.map((stage) => (
              <option key={stage} value={stage}>
                {t('admin.conversions.alsoStage', { stage: t(`admin.pipeline.stages.${stage}`) })}
              </option>
            ))}
          </select>
        </div>
        <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
          <input
            type="checkbox"
            checked={request.again}
            onChange={(e) => setRequest((r) => ({ ...r, again: e.target.checked }))}
            className="size-4"
          />
          {t('admin.conversions.again')}
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={exportStatus === 'working'}
            className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            <Download aria-hidden="true" className="size-4" />
            {t('admin.conversions.download')}
          </button>
          <p role="status" className="text-sm font-medium text-slate-700">
            {exportStatus === 'done' ? t('admin.conversions.downloaded') : ''}
          </p>
        </div>
        {exportStatus === 'no-name' || exportStatus === 'failed' ? (
          <p role="alert" className="font-medium text-red-700">
            {t(exportStatus === 'no-name' ? 'admin.conversions.noName' : 'admin.conversions.failed')}
          </p>
        ) : null}
      </form>
    </div>
  );
}
