// Who is signed in: checks the session once on start, and offers login, logout, register and local
// profile updates to every screen through useAuth().
import { TIMINGS, type User } from '@inkprint/shared';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { apiRequest, setUnauthenticatedHandler } from '../lib/api-client';
import { paths } from './paths';

export type { User };

export interface AuthContextValue {
  user: User | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  login: (email: string, password: string) => Promise<User>;
  logout: () => Promise<void>;
  /** Creates the account. It does not sign in: the e-mail must be confirmed first (CONTRACT §3). */
  register: (email: string, password: string) => Promise<{ user: User; message: string }>;
  updateUser: (changes: Partial<User>) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** The profile carries fields the session user may lack; a failed profile call keeps the user alone. */
async function withProfile(user: User): Promise<User> {
  try {
    const { profile } = await apiRequest<{ profile: User }>('GET', '/auth/profile');
    return { ...user, ...profile };
  } catch {
    return user;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    (async () => {
      let found: User | null = null;
      try {
        const reply = await apiRequest<{ authenticated: boolean; user: User | null }>(
          'GET',
          '/auth/check-auth',
        );
        if (reply.authenticated && reply.user) found = await withProfile(reply.user);
      } catch {
        // A failed check means "not signed in", silently (spec §8).
      }
      if (cancelled) return;
      setUser(found);
      timer = setTimeout(() => {
        if (!cancelled) setIsLoading(false);
      }, TIMINGS.authLoadingDelayMs);
    })();
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, []);

  useEffect(
    () =>
      setUnauthenticatedHandler(() => {
        setUser(null);
        navigateRef.current(paths.login, { replace: true });
      }),
    [],
  );

  const login = useCallback(async (email: string, password: string) => {
    const reply = await apiRequest<{ user: User }>('POST', '/auth/login', { email, password });
    const merged = await withProfile(reply.user);
    setUser(merged);
    return merged;
  }, []);

  const logout = useCallback(async () => {
    try {
      await apiRequest('POST', '/auth/logout');
    } catch (error) {
      console.warn('Logout failed', error);
    } finally {
      setUser(null);
    }
  }, []);

  const register = useCallback(
    (email: string, password: string) =>
      apiRequest<{ user: User; message: string }>('POST', '/auth/register', { email, password }),
    [],
  );

  const updateUser = useCallback((changes: Partial<User>) => {
    setUser((current) => (current ? { ...current, ...changes } : current));
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ user, isAuthenticated: user !== null, isLoading, login, logout, register, updateUser }),
    [user, isLoading, login, logout, register, updateUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}

/** First name if there is one, otherwise the e-mail: how the interface greets the user. */
export function displayName(user: Pick<User, 'first_name' | 'email'> | null): string {
  if (!user) return '';
  return user.first_name?.trim() || user.email;
}
