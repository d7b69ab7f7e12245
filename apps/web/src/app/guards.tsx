// Route guards of spec part 1 §2.1: login-required routes send guests to /login, guest-only routes
// send signed-in users to /. Both wait for the session check.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../components/ui/spinner.tsx';
import { useSession } from '../lib/session.tsx';

export function SessionGate({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'initializing') return <PageLoader label="Initializing application..." />;
  if (status === 'checking') return <PageLoader label="Checking authentication..." />;
  return <>{children}</>;
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  if (!isLoggedIn) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <SessionGate>{children}</SessionGate>;
}

/** Where a guard sent the user from, when it is a safe in-app path. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}

export function GuestOnly({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  // Right after login this also completes the trip back to the page that asked for it.
  if (isLoggedIn) return <Navigate to={returnPath(location.state)} replace />;
  return <>{children}</>;
}
