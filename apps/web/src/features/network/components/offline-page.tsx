// Shown instead of the page while the connection is lost (spec part 2: No Internet).
import { useState } from 'react';
import { RefreshCw, WifiOff } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { useNetwork } from '../../../lib/network.tsx';

export const STILL_OFFLINE_MESSAGE = 'Still no internet connection. Please check your network settings.';

export function OfflinePage() {
  const { check, simulatedOffline, simulateOnline } = useNetwork();
  const [checking, setChecking] = useState(false);

  async function reload() {
    setChecking(true);
    const ok = await check();
    setChecking(false);
    if (ok) window.location.reload();
    else window.alert(STILL_OFFLINE_MESSAGE);
  }

  return (
    <Container className="py-20">
      <div role="alert" className="mx-auto max-w-md rounded-2xl border border-slate-200 p-8 text-center dark:border-slate-800">
        <WifiOff className="mx-auto size-12 text-slate-400" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold">No Internet</h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          We can’t reach RoboAcademy right now. Check your Wi-Fi or mobile data; your progress is saved.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button onClick={reload} loading={checking}>
            <RefreshCw className="size-4" aria-hidden="true" /> Reload Page
          </Button>
          <Button variant="secondary" onClick={() => void check()}>Check Connection</Button>
        </div>
        {simulatedOffline && (
          <button type="button" onClick={simulateOnline} className="mt-4 text-sm text-brand-600 underline dark:text-brand-400">
            This is a simulated outage: Simulate Online
          </button>
        )}
      </div>
    </Container>
  );
}
