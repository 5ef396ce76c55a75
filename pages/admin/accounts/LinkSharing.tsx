// An invitation or reset link made on the accounts screen, to pass on by hand: shown whole (it
// wraps rather than hiding in a one-line box on a phone), with Copy and a WhatsApp Share, and a plain
// word when no email went out with it, so the owner knows the link reaches nobody until they send it.
import { useState } from 'react';
import { Copy, Share2 } from 'lucide-react';
import { useAdminT } from '../../../components/ui/useAdminT.js';

const button =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-brand-700 bg-white px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50';

export function LinkSharing({ url, emailedTo, labelledBy }: { url: string; emailedTo?: string; labelledBy: string }) {
  const t = useAdminT();
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="mt-2 space-y-2">
      <textarea
        readOnly
        value={url}
        aria-labelledby={labelledBy}
        dir="ltr"
        rows={3}
        onFocus={(event) => event.currentTarget.select()}
        className="block w-full resize-none break-all rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900"
      />
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" onClick={() => void copy()} className={button}>
          <Copy aria-hidden="true" className="size-4" />
          {t('admin.accounts.share.copy')}
        </button>
        <a
          href={`https://wa.me/?text=${encodeURIComponent(url)}`}
          target="_blank"
          rel="noopener noreferrer"
          className={button}
        >
          <Share2 aria-hidden="true" className="size-4" />
          {t('admin.accounts.share.whatsapp')}
        </a>
        <span role="status" className="text-sm text-slate-700">
          {copied === 'copied' ? t('admin.accounts.share.copied') : null}
          {copied === 'failed' ? t('admin.accounts.share.copyFailed') : null}
        </span>
      </div>
      <p className="text-sm font-medium text-slate-800">
        {emailedTo ? t('admin.accounts.invite.emailed', { email: emailedTo }) : t('admin.accounts.share.notEmailed')}
      </p>
    </div>
  );
}
