// A titled profile section with its loading and error states.
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';

export function ProfileSection({ id, title, state, onRetry, children }: { id: string; title: string; state: 'pending' | 'error' | 'success'; onRetry: () => void; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-semibold">{title}</h2>
      <div className="mt-3">
        {state === 'pending' && <p role="status" className="text-sm text-slate-500 dark:text-slate-400">Loading...</p>}
        {state === 'error' && (
          <p role="alert" className="flex items-center gap-3 text-sm text-rose-600 dark:text-rose-400">
            Could not load this section. <Button size="sm" variant="secondary" onClick={onRetry}>Try again</Button>
          </p>
        )}
        {state === 'success' && children}
      </div>
    </section>
  );
}
