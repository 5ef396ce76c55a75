// A banner over every admin screen while the server runs with a setup mistake (a missing or
// plain-HTTP SITE_URL in production): the admins are the people who will see it and can get it fixed.
import { warningsCopies } from '../../../locales/admin/warnings.js';
import { useAdminSession } from './AdminSession.js';
import { readDeploymentWarning } from './deployment-warning.js';
import { useAdminCopy } from '../shared/useAdminCopy.js';

export function DeploymentWarnings() {
  const { warnings } = useAdminSession();
  const text = useAdminCopy(warningsCopies);
  if (warnings.length === 0) return null;
  return (
    <div role="alert" className="border-b border-amber-300 bg-amber-50">
      <div className="mx-auto max-w-[1200px] px-4 py-3 text-amber-950">
        <div>
          <p className="font-semibold">{text.heading}</p>
          {warnings.map((warning) => (
            <p key={warning} className="text-sm">
              {text.detail(readDeploymentWarning(warning))}
            </p>
          ))}
        </div>
      </div>
    </div>
  );
}
