// /admin: the screen the address asks for, as the screen table (screens.tsx) decides it for who is
// signed in; without a session the sign-in steps, with one the leads inbox unless the address asks
// for another screen the admin may open. Nothing while that hangs on a role not known yet.
import { usePageContext } from '../../components/page-context.js';
import { useAdminSession } from './frame/AdminSession.js';
import { screenOn } from './screens.js';

export default function Page() {
  const { username, role } = useAdminSession();
  const search = usePageContext().urlParsed?.search ?? {};
  const Screen = screenOn(search, { signedIn: Boolean(username), role })?.Screen;
  return Screen ? <Screen /> : null;
}
