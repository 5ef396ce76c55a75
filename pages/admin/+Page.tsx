// /admin: without a session the sign-in form, with one the leads inbox.
import { LeadsInbox } from '../../components/admin/LeadsInbox.js';
import { LoginForm } from '../../components/admin/LoginForm.js';
import { useAdminSession } from '../../components/admin/AdminSession.js';

export default function Page() {
  const { username } = useAdminSession();
  return username ? <LeadsInbox /> : <LoginForm />;
}
