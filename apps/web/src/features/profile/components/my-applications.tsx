// "My applications": the contribution programme applications the user sent while signed in.
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useMyApplications } from '../api/get-my-applications.ts';
import { ProfileSection } from './section.tsx';

export function MyApplications() {
  const q = useMyApplications();
  return (
    <ProfileSection id="my-applications" title="My applications" state={q.status} onRetry={() => q.refetch()}>
      {q.data && q.data.data.length === 0 ? (
        <EmptyState title="No applications yet" description="Apply to the contribution programme to create lessons with us." action={<Link to="/contribution" className="text-sm font-medium text-brand-600 hover:underline dark:text-brand-400">See the programmes</Link>} />
      ) : (
        <ul className="space-y-3">
          {q.data?.data.map((a) => (
            <li key={a.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium">{a.programmeName}</p>
                <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium capitalize text-amber-800 dark:bg-amber-500/15 dark:text-amber-300">{a.status}</span>
              </div>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{a.selectedDomains.join(', ')}</p>
              <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Sent {formatDate(a.createdAt)}</p>
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}
