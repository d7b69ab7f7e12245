// The prerequisites viewer's error state and messages (spec part 2 §8).
import { AlertTriangle } from 'lucide-react';
import { PREREQUISITE_MESSAGES } from '@robo/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { ApiError } from '../../../lib/api-client.ts';

/** "Failed to fetch prerequisite(s): HTTP {status}" for an HTTP failure, the catch-all otherwise. */
export function prerequisiteErrorMessage(error: unknown, kind: 'list' | 'detail'): string {
  if (error instanceof ApiError && error.status > 0) {
    return `Failed to fetch ${kind === 'list' ? 'prerequisites' : 'prerequisite'}: HTTP ${error.status}`;
  }
  return PREREQUISITE_MESSAGES.catchAll;
}

export function PrerequisiteError({ message, onBack }: { message: string; onBack: () => void }) {
  return (
    <Container className="py-16">
      <div role="alert" className="mx-auto max-w-lg rounded-2xl border border-rose-200 bg-rose-50 p-8 text-center dark:border-rose-500/30 dark:bg-rose-500/10">
        <AlertTriangle className="mx-auto size-10 text-rose-500" aria-hidden="true" />
        <h1 className="mt-3 text-xl font-bold">{PREREQUISITE_MESSAGES.errorHeading}</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{message}</p>
        <Button className="mt-6" onClick={onBack}>Go Back</Button>
      </div>
    </Container>
  );
}
