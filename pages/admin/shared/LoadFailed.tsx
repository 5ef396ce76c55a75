// What a screen says when its data could not be loaded (the server or the network failed): the
// screen's own sentence and, when asking again can help, a Retry button. An alert, so a screen
// reader says it as it appears.
import { useAdminT } from '../../../components/ui/useAdminT.js';

export function LoadFailed({
  message,
  onRetry,
  className = '',
}: {
  message: string;
  onRetry?: () => void;
  className?: string;
}) {
  const t = useAdminT();
  return (
    <p role="alert" className={`rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ${className}`}>
      {message}{' '}
      {onRetry ? (
        <button type="button" onClick={onRetry} className="font-semibold underline">
          {t('admin.loadFailed.retry')}
        </button>
      ) : null}
    </p>
  );
}
