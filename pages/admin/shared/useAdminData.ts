// What a screen reads from the server, loaded for a key (a lead's id, a filter's query): again when
// the key changes or on reload(), cancelled when the screen goes or asks for another key, so a late
// answer never lands on the wrong screen. A 401 ends the session on screen (back to signing in)
// instead of showing an error, unless the screen is one used without a session (the sign-in steps, a
// one-time link), for which a 401 is an answer like any other. `load` must keep its identity (a function of the module, not one made
// while rendering): it is called with the key and the signal that cancels the call.
import { useCallback, useEffect, useState } from 'react';
import { useAdminSession } from '../frame/AdminSession.js';
import { sessionOver } from '../api/admin-api-error.js';

export type Loaded<T> =
  { status: 'idle' } | { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; data: T };

interface Answer<K, T> {
  key: K;
  attempt: number;
  state: Loaded<T>;
}

export interface AdminData<T> {
  /** Idle while the key is null (nothing asked for yet). */
  state: Loaded<T>;
  /** The newest data for this key (or, with keepReady, for any key), also while loading or failed. */
  latest: T | null;
  /** Loads the key again. */
  reload: () => void;
  /** Shows data the screen got another way (the lead a save answered with) as this key's answer. */
  show: (data: T) => void;
}

export function useAdminData<K extends string | number, T>(
  key: K | null,
  load: (key: K, signal: AbortSignal) => Promise<T>,
  {
    keepReady = false,
    sessionBound = true,
  }: {
    /** The last answer stays on screen while the next key loads. */
    keepReady?: boolean;
    /** False for a screen used without a session: a 401 fails like any other refusal. */
    sessionBound?: boolean;
  } = {},
): AdminData<T> {
  const { expired } = useAdminSession();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer<K, T> | null>(null);
  const [latest, setLatest] = useState<{ key: K; data: T } | null>(null);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const settle = (state: Loaded<T>) => {
      if (controller.signal.aborted) return;
      setAnswer({ key, attempt, state });
      if (state.status === 'ready') setLatest({ key, data: state.data });
    };
    load(key, controller.signal).then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (sessionBound && sessionOver(error)) return expired();
        settle({ status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [key, attempt, load, expired, sessionBound]);

  const show = useCallback(
    (data: T) => {
      if (key === null) return;
      setAnswer({ key, attempt, state: { status: 'ready', data } });
      setLatest({ key, data });
    },
    [key, attempt],
  );

  const kept = latest && (keepReady || latest.key === key) ? latest.data : null;
  let state: Loaded<T>;
  if (key === null) state = { status: 'idle' };
  else if (answer && answer.key === key && answer.attempt === attempt) state = answer.state;
  else if (keepReady && answer?.state.status === 'ready') state = answer.state;
  else state = { status: 'loading' };
  return { state, latest: kept, reload, show };
}
