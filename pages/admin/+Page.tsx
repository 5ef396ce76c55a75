// /admin: without a session the sign-in form, with one the leads inbox.
import { LeadsInbox } from './LeadsInbox.js';
import { LoginForm } from './LoginForm.js';
import { useAdminSession } from './AdminSession.js';

export default function Page() {
  const { username } = useAdminSession();
  return username ? <LeadsInbox /> : <LoginForm />;
}
