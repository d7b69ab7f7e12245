// The second navigation bar (spec part 1 §2.3): the 24 learning topics by group, scrollable on phones.
import { NavLink } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { TOPIC_GROUPS, TOPIC_LINKS } from '../navigation.ts';

export function LearningBar() {
  return (
    <nav aria-label="Learning topics" className="border-b border-slate-200 bg-slate-50/80 dark:border-slate-800 dark:bg-slate-900/60">
      <ul className="mx-auto flex max-w-7xl items-center gap-4 overflow-x-auto px-4 py-2 text-sm [scrollbar-width:thin] sm:px-6 lg:px-8">
        {TOPIC_GROUPS.map((group) => (
          <li key={group} className="flex shrink-0 items-center gap-1">
            <span className="mr-1 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">{group}</span>
            <ul className="flex items-center gap-1">
              {TOPIC_LINKS.filter((t) => t.group === group).map((topic) => (
                <li key={topic.slug}>
                  <NavLink
                    to={`/learning/${topic.slug}`}
                    className={({ isActive }) =>
                      cn(
                        'whitespace-nowrap rounded-md px-2 py-1 hover:bg-slate-200 dark:hover:bg-slate-800',
                        isActive ? 'bg-brand-600 text-white hover:bg-brand-600 dark:hover:bg-brand-600' : 'text-slate-700 dark:text-slate-300',
                      )
                    }
                  >
                    {topic.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
