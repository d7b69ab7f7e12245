// The arena's load failure (spec §8: "Failed to load data") with a retry.
import { ARENA_MESSAGES } from '@robo/contracts';
import { Button } from '../../../components/ui/button.tsx';

export function LoadError({ onRetry, detail }: { onRetry: () => void; detail?: string | undefined }) {
  return (
    <div role="alert" className="rounded-2xl border border-rose-200 bg-rose-50 p-6 text-rose-800 dark:border-rose-900 dark:bg-rose-950/40 dark:text-rose-200">
      <p className="font-semibold">{ARENA_MESSAGES.loadFailed}</p>
      {detail && <p className="mt-1 text-sm">{detail}</p>}
      <Button variant="secondary" className="mt-3" onClick={onRetry}>Try again</Button>
    </div>
  );
}
