// Online/offline state (spec part 1 §4, part 2): the browser's events plus a probe of our own
// /api/health every 30 s with a 3 s time-out (never an outside site: the platform must work on
// closed campus networks). The network test page can simulate offline and online.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { apiUrl } from './api-client.ts';

export const RECHECK_MS = 30_000;
export const PROBE_TIMEOUT_MS = 3000;

interface NetworkValue {
  online: boolean;
  /** Set when the connection came back, cleared a few seconds later. */
  restoredAt: number | null;
  simulatedOffline: boolean;
  /** Probes now; resolves to whether the server answered. */
  check(): Promise<boolean>;
  simulateOffline(): void;
  simulateOnline(): void;
}

const NetworkContext = createContext<NetworkValue | null>(null);

export async function probe(timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
  try {
    const res = await fetch(apiUrl('/health'), { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    // Any answer from our server, even a degraded one, means the network works.
    return res.status > 0;
  } catch {
    return false;
  }
}

export function NetworkProvider({ children }: { children: ReactNode }) {
  const [reachable, setReachable] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  const [simulatedOffline, setSimulatedOffline] = useState(false);
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const online = reachable && !simulatedOffline;
  const wasOnline = useRef(online);

  const check = useCallback(async () => {
    const ok = navigator.onLine && (await probe());
    setReachable(ok);
    return ok && !simulatedOffline;
  }, [simulatedOffline]);

  useEffect(() => {
    const goOffline = () => setReachable(false);
    const goOnline = () => void check();
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    const timer = setInterval(() => void check(), RECHECK_MS);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
      clearInterval(timer);
    };
  }, [check]);

  useEffect(() => {
    if (online && !wasOnline.current) setRestoredAt(Date.now());
    wasOnline.current = online;
  }, [online]);

  useEffect(() => {
    if (!restoredAt) return;
    const timer = setTimeout(() => setRestoredAt(null), 4000);
    return () => clearTimeout(timer);
  }, [restoredAt]);

  const value = useMemo<NetworkValue>(
    () => ({
      online,
      restoredAt,
      simulatedOffline,
      check,
      simulateOffline: () => setSimulatedOffline(true),
      simulateOnline: () => setSimulatedOffline(false),
    }),
    [online, restoredAt, simulatedOffline, check],
  );
  return <NetworkContext.Provider value={value}>{children}</NetworkContext.Provider>;
}

export function useNetwork(): NetworkValue {
  const value = useContext(NetworkContext);
  if (!value) throw new Error('useNetwork must be used within a NetworkProvider');
  return value;
}
