// /admin: without a session the sign-in steps, with one the leads inbox (or, at /admin?two-step,
// the admin's own two-step sign-in settings).
import { usePageContext } from '../../components/page-context.js';
import { LeadsInbox } from './inbox/LeadsInbox.js';
import { SignIn } from './sign-in/SignIn.js';
import { TwoStepSettings } from './two-step/TwoStepSettings.js';
import { TWO_STEP_PARAM } from './sign-in/second-factor-calls.js';
import { useAdminSession } from './frame/AdminSession.js';
import { accountScreenFor } from './accounts/account-screens.js';

export default function Page() {
  const { username } = useAdminSession();
  const twoStep = usePageContext().urlParsed?.search?.[TWO_STEP_PARAM] !== undefined;
  const accountScreen = accountScreenFor(usePageContext().urlParsed?.search, Boolean(username));
  if (accountScreen) return accountScreen;
  if (!username) return <SignIn />;
  return twoStep ? <TwoStepSettings /> : <LeadsInbox />;
}
