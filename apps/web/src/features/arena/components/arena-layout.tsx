// The arena's frame: title and the sub-navigation between its four views (spec §2.6).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Bot, ListChecks, Swords, Trophy } from 'lucide-react';
import { Container } from '../../../components/ui/container.tsx';
import { cn } from '../../../lib/cn.ts';

export type ArenaSection = 'challenges' | 'leaderboard' | 'tournaments' | 'gallery';

export const ARENA_BASE = '/practice/robotics-challenge';

const SECTIONS: { id: ArenaSection; label: string; to: string; icon: typeof Bot }[] = [
  { id: 'challenges', label: 'Challenges', to: ARENA_BASE, icon: ListChecks },
  { id: 'leaderboard', label: 'Leaderboard', to: `${ARENA_BASE}/leaderboard`, icon: Trophy },
  { id: 'tournaments', label: 'Tournaments', to: `${ARENA_BASE}/tournaments`, icon: Swords },
  { id: 'gallery', label: 'Gallery', to: `${ARENA_BASE}/gallery`, icon: Bot },
];

export function ArenaLayout({ section, children }: { section: ArenaSection | null; children: ReactNode }) {
  return (
    <Container className="py-8 sm:py-10">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600 dark:text-brand-400">Challenge Arena</p>
      <nav aria-label="Challenge arena" className="mt-3">
        <ul className="grid grid-cols-2 gap-1 sm:flex sm:flex-wrap">
          {SECTIONS.map(({ id, label, to, icon: Icon }) => (
            <li key={id}>
              <Link
                to={to}
                aria-current={section === id ? 'page' : undefined}
                className={cn(
                  'flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
                  section === id
                    ? 'bg-brand-600 text-white'
                    : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
                )}
              >
                <Icon className="size-4" aria-hidden="true" /> {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">{children}</div>
    </Container>
  );
}
