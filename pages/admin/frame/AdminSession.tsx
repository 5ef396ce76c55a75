// Who is signed in and their role, for every admin component: starts from what the server saw
// (pageContext.data), changes on sign-in and sign-out without a page load. On start, a stored sign-in
// flag is checked against the server. The screens show only what the role can do (can()); the server
// refuses the rest whatever the screen shows. Until the role is known, nothing role-bound is shown.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { roleCan, type AdminAbility, type AdminRole } from '../../../site/admin-roles.js';
import { checkSession, clearAdminFlag, hasAdminFlag, setAdminFlag, signOut } from './admin-session.js';
import { sessionRole } from './session-role.js';

interface AdminSessionValue {
  username: string | null;
  role: AdminRole | null;
  /** Whether the signed-in admin's role allows it (false while signed out or the role is unknown). */
  can: (ability: AdminAbility) => boolean;
  /** Setup mistakes the server reports to signed-in admins. */
  warnings: readonly string[];
  signedIn: (session: { username: string; warnings: readonly string[] }) => void;
  /** The server said the session is over (401): back to the sign-in form. */
  expired: () => void;
  signOut: () => Promise<void>;
}

const Context = createContext<AdminSessionValue | null>(null);

export function AdminSessionProvider({
  initial,
  initialRole = null,
  initialWarnings,
  children,
}: {
  initial: string | null;
  initialRole?: AdminRole | null;
  initialWarnings: readonly string[];
  children: ReactNode;
}) {
  const [username, setUsername] = useState(initial);
  const [role, setRole] = useState(initial ? initialRole : null);
  const [warnings, setWarnings] = useState(initialWarnings);
  useEffect(() => {
    if (hasAdminFlag()) void checkSession().then((ok) => ok || setUsername(null));
    else if (initial) setAdminFlag();
  }, [initial]);
  // Signed in on this screen (the sign-in answers name nobody's role): ask the server once.
  useEffect(() => {
    if (username && !role) void sessionRole().then(setRole);
  }, [username, role]);
  const value = useMemo<AdminSessionValue>(
    () => ({
      username,
      role: username ? role : null,
      can: (ability) => Boolean(username && role && roleCan(role, ability)),
      warnings: username ? warnings : [],
      signedIn: (session) => {
        setUsername(session.username);
        setWarnings(session.warnings);
      },
      expired: () => {
        clearAdminFlag();
        setUsername(null);
        setRole(null);
      },
      signOut: async () => {
        await signOut();
        setUsername(null);
        setRole(null);
      },
    }),
    [username, role, warnings],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useAdminSession(): AdminSessionValue {
  const value = useContext(Context);
  if (!value) throw new Error('useAdminSession must be used within an AdminSessionProvider');
  return value;
}
