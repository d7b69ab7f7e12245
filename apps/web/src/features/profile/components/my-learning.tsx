// "My learning": the roadmaps, courses and event tickets the user owns.
import { CalendarCheck, GraduationCap, Map } from 'lucide-react';
import { Link } from 'react-router';
import type { EntitlementView } from '@robo/contracts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useMyEntitlements } from '../api/get-my-entitlements.ts';
import { ProfileSection } from './section.tsx';

const KIND = {
  roadmap: { label: 'Roadmap', icon: Map, href: (id: string) => `/roadmap/${id}` },
  course: { label: 'Course', icon: GraduationCap, href: (id: string) => `/courses/${id}` },
  event: { label: 'Event ticket', icon: CalendarCheck, href: (id: string) => `/events/${id}` },
} as const;

function Item({ item }: { item: EntitlementView }) {
  const kind = KIND[item.itemType];
  const Icon = kind.icon;
  return (
    <li className="flex items-center gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <Icon className="size-5 shrink-0 text-brand-500" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <Link to={kind.href(item.itemId)} className="block truncate font-medium hover:text-brand-600 dark:hover:text-brand-400">
          {item.title ?? `${kind.label} ${item.itemId}`}
        </Link>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {kind.label} · {item.source === 'free' ? 'Registered' : 'Purchased'} {formatDate(item.grantedAt)}
        </p>
      </div>
    </li>
  );
}

export function MyLearning() {
  const q = useMyEntitlements();
  return (
    <ProfileSection id="my-learning" title="My learning" state={q.status} onRetry={() => q.refetch()}>
      {q.data && q.data.data.length === 0 ? (
        <EmptyState title="Nothing here yet" description="Roadmaps, courses and event tickets you get appear here." action={<Link to="/courses" className="text-sm font-medium text-brand-600 hover:underline dark:text-brand-400">Browse courses</Link>} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">{q.data?.data.map((item) => <Item key={`${item.itemType}:${item.itemId}`} item={item} />)}</ul>
      )}
    </ProfileSection>
  );
}
