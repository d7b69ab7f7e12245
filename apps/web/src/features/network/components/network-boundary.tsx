// Swaps the page for the offline page while offline, and says so when the connection is back.
import type { ReactNode } from 'react';
import { Wifi } from 'lucide-react';
import { useNetwork } from '../../../lib/network.tsx';
import { OfflinePage } from './offline-page.tsx';

export const CONNECTION_RESTORED_MESSAGE = 'Connection restored. You are back online.';

export function NetworkBoundary({ children }: { children: ReactNode }) {
  const { online, restoredAt } = useNetwork();
  return (
    <>
      {restoredAt && online && (
        <div role="status" className="fixed left-1/2 top-20 z-50 flex -translate-x-1/2 items-center gap-2 rounded-full bg-emerald-600 px-4 py-2 text-sm font-medium text-white shadow-lg">
          <Wifi className="size-4" aria-hidden="true" /> {CONNECTION_RESTORED_MESSAGE}
        </div>
      )}
      {online ? children : <OfflinePage />}
    </>
  );
}
