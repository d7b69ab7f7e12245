// The signed-in user, shared by every feature. Start-up follows spec part 1 §4: a stored token and
// user are checked against the profile; an invalid or failing answer silently makes a guest (no answer at
// all keeps the stored session).
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { looksLikeJwt, profileResponseSchema, type User } from '@robo/contracts';
import { api, ApiError, setUnauthorizedHandler } from './api-client.ts';
import { STORAGE_KEYS, readJsonStorage, readStorage, writeStorage } from './storage.ts';

export type SessionStatus = 'initializing' | 'checking' | 'ready';

interface SessionValue {
  status: SessionStatus;
  user: User | null;
  token: string | null;
  isLoggedIn: boolean;
  signIn(token: string, user: User): void;
  signOut(): void;
  updateUser(user: User): void;
}

const SessionContext = createContext<SessionValue | null>(null);

function storedSession(): { token: string; user: User } | null {
  const token = readStorage(STORAGE_KEYS.token);
  const user = readJsonStorage<User>(STORAGE_KEYS.user);
  if (!token || !user) return null;
  return { token, user };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [initial] = useState(storedSession);
  const [status, setStatus] = useState<SessionStatus>(initial ? 'checking' : 'ready');
  const [token, setToken] = useState<string | null>(initial?.token ?? null);
  const [user, setUser] = useState<User | null>(initial?.user ?? null);

  const signOut = useCallback(() => {
    writeStorage(STORAGE_KEYS.token, null);
    writeStorage(STORAGE_KEYS.user, null);
    setToken(null);
    setUser(null);
  }, []);

  const signIn = useCallback((nextToken: string, nextUser: User) => {
    writeStorage(STORAGE_KEYS.token, nextToken);
    writeStorage(STORAGE_KEYS.user, JSON.stringify(nextUser));
    setToken(nextToken);
    setUser(nextUser);
    setStatus('ready');
  }, []);

  const updateUser = useCallback((nextUser: User) => {
    writeStorage(STORAGE_KEYS.user, JSON.stringify(nextUser));
    setUser(nextUser);
  }, []);

  useEffect(() => {
    setUnauthorizedHandler(signOut);
    return () => setUnauthorizedHandler(null);
  }, [signOut]);

  useEffect(() => {
    if (!initial) return;
    if (!looksLikeJwt(initial.token)) {
      signOut();
      setStatus('ready');
      return;
    }
    const controller = new AbortController();
    api('/auth/profile', { schema: profileResponseSchema, signal: controller.signal, timeoutMs: 10_000 })
      .then((answer) => updateUser(answer.user))
      .catch((err: Error) => {
        // An answer that refuses or fails makes a guest. No answer at all (offline, a time-out, or the
        // request cut off because the page is reloading) says nothing about the session: keep the stored
        // one rather than logging people out for a flaky connection or a quick reload.
        if (err.name === 'AbortError' || (err instanceof ApiError && err.isNetwork)) return;
        signOut();
      })
      .finally(() => {
        if (!controller.signal.aborted) setStatus('ready');
      });
    return () => controller.abort();
  }, [initial, signOut, updateUser]);

  const value = useMemo<SessionValue>(
    () => ({ status, user, token, isLoggedIn: !!user && !!token, signIn, signOut, updateUser }),
    [status, user, token, signIn, signOut, updateUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used within a SessionProvider');
  return value;
}
