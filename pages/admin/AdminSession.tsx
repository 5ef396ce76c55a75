// Who is signed in, for every admin component: starts from what the server saw (pageContext.data),
// changes on sign-in and sign-out without a page load. On start, a stored sign-in flag is checked
// against the server.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { checkSession, clearAdminFlag, hasAdminFlag, setAdminFlag, signOut } from './admin-session.js';

interface AdminSessionValue {
  username: string | null;
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
  initialWarnings,
  children,
}: {
  initial: string | null;
  initialWarnings: readonly string[];
  children: ReactNode;
}) {
  const [username, setUsername] = useState(initial);
  const [warnings, setWarnings] = useState(initialWarnings);
  useEffect(() => {
    if (hasAdminFlag()) void checkSession().then((ok) => ok || setUsername(null));
    else if (initial) setAdminFlag();
  }, [initial]);
  const value = useMemo<AdminSessionValue>(
    () => ({
      username,
      warnings: username ? warnings : [],
      signedIn: (session) => {
        setUsername(session.username);
        setWarnings(session.warnings);
      },
      expired: () => {
        clearAdminFlag();
        setUsername(null);
      },
      signOut: async () => {
        await signOut();
        setUsername(null);
      },
    }),
    [username, warnings],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useAdminSession(): AdminSessionValue {
  const value = useContext(Context);
  if (!value) throw new Error('useAdminSession must be used within an AdminSessionProvider');
  return value;
}
