// The checks behind /network-test: each answers PASS, FAIL or ERROR within 5 s.
import { envelope, healthSchema, type Health } from '@robo/contracts';
import { apiUrl } from '../../../lib/api-client.ts';

export const NETWORK_TEST_TIMEOUT_MS = 5000;
/** A public echo service; on closed networks (and under our CSP) it is unreachable, which is a FAIL. */
export const ECHO_URL = 'https://postman-echo.com/get';

export type TestStatus = 'PASS' | 'FAIL' | 'ERROR';
export interface NetworkTestResult {
  name: string;
  status: TestStatus;
  detail: string;
  ms: number;
}

async function timed(name: string, run: () => Promise<{ status: TestStatus; detail: string }>): Promise<NetworkTestResult> {
  const start = performance.now();
  try {
    const r = await run();
    return { name, ...r, ms: Math.round(performance.now() - start) };
  } catch (err) {
    const timeout = (err as Error).name === 'TimeoutError';
    return {
      name,
      status: timeout || err instanceof TypeError ? 'FAIL' : 'ERROR',
      detail: timeout ? `No answer within ${NETWORK_TEST_TIMEOUT_MS / 1000} s` : err instanceof TypeError ? 'Unreachable' : (err as Error).message,
      ms: Math.round(performance.now() - start),
    };
  }
}

export async function runNetworkTests(): Promise<NetworkTestResult[]> {
  const browser = await timed('Browser connectivity', async () =>
    navigator.onLine ? { status: 'PASS', detail: 'The browser reports a network connection' } : { status: 'FAIL', detail: 'The browser reports no network' },
  );
  // Filled by the API check; the database check reads it.
  const seen: { health?: Health } = {};
  const api = await timed('Platform API (/api/health)', async () => {
    const res = await fetch(apiUrl('/health'), { cache: 'no-store', signal: AbortSignal.timeout(NETWORK_TEST_TIMEOUT_MS) });
    const parsed = envelope(healthSchema).safeParse(await res.json());
    if (!parsed.success) return { status: 'ERROR', detail: 'Unexpected answer from the server' };
    seen.health = parsed.data.data;
    return res.ok ? { status: 'PASS', detail: `Server ${parsed.data.data.version} is up` } : { status: 'FAIL', detail: `HTTP ${res.status}` };
  });
  const h = seen.health;
  const database = await timed('Database', async () =>
    !h
      ? { status: 'FAIL', detail: 'Not checked: the API did not answer' }
      : h.database.reachable
        ? { status: 'PASS', detail: `Reachable (${h.database.latencyMs} ms)` }
        : { status: 'FAIL', detail: 'The server cannot reach its database' },
  );
  const echo = await timed('External echo service', async () => {
    await fetch(ECHO_URL, { mode: 'no-cors', cache: 'no-store', signal: AbortSignal.timeout(NETWORK_TEST_TIMEOUT_MS) });
    return { status: 'PASS', detail: 'The public internet is reachable' };
  });
  if (echo.status !== 'PASS') echo.detail = `${echo.detail}: the public internet is not reachable from here (the platform still works)`;
  return [browser, api, database, echo];
}
