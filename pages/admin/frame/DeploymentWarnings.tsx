// A banner over every admin screen while the server runs with a setup mistake (a missing or
// plain-HTTP SITE_URL in production), for the owners: they are the ones who can get it fixed, and on
// a salesperson's phone it would only push the leads down.
import { useAdminSession } from './AdminSession.js';
import { readDeploymentWarning, warningInWords } from './deployment-warning.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';

export function DeploymentWarnings() {
  const { warnings, role } = useAdminSession();
  const t = useAdminT();
  if (warnings.length === 0 || role !== 'owner') return null;
  return (
    <div role="alert" className="border-b border-amber-300 bg-amber-50">
      <div className="mx-auto max-w-[1200px] px-4 py-3 text-amber-950">
        <div>
          <p className="font-semibold">{t('admin.warnings.heading')}</p>
          {warnings.map((warning) => (
            <p key={warning} className="text-sm">
              {warningInWords(t, readDeploymentWarning(warning))}
            </p>
          ))}
        </div>
      </div>
    </div>
  );
}
