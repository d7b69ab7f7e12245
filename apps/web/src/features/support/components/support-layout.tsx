// The frame of the five support pages: a side navigation between them and a readable text column.
import type { ReactNode } from 'react';
import { BookOpen, FileText, HelpCircle, Mail, ShieldCheck, type LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { Container } from '../../../components/ui/container.tsx';
import { cn } from '../../../lib/cn.ts';

const SUPPORT_PAGES: { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/support/help-center', label: 'Help Center', icon: HelpCircle },
  { to: '/support/documentation', label: 'Documentation', icon: BookOpen },
  { to: '/support/contact', label: 'Contact Us', icon: Mail },
  { to: '/support/terms', label: 'Terms of Service', icon: FileText },
  { to: '/support/privacy', label: 'Privacy Policy', icon: ShieldCheck },
];

export function SupportLayout({ title, intro, updated, children }: { title: string; intro: ReactNode; updated?: string; children: ReactNode }) {
  return (
    <Container className="py-10 sm:py-14">
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12">
        <nav aria-label="Support pages" className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <p className="mb-2 hidden text-xs font-semibold uppercase tracking-wider text-slate-500 lg:block dark:text-slate-400">Support</p>
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0">
            {SUPPORT_PAGES.map(({ to, label, icon: Icon }) => (
              <li key={to} className="shrink-0">
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap',
                      isActive
                        ? 'bg-brand-600 text-white'
                        : 'border border-slate-200 text-slate-700 hover:bg-slate-100 lg:border-transparent dark:border-slate-800 dark:text-slate-300 dark:hover:bg-slate-800 lg:dark:border-transparent',
                    )
                  }
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <article className="min-w-0">
          <header className="border-b border-slate-200 pb-6 dark:border-slate-800">
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
            <div className="mt-3 max-w-3xl text-slate-600 dark:text-slate-400">{intro}</div>
            {updated && <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">Last updated: {updated}</p>}
          </header>
          <div className="mt-8">{children}</div>
        </article>
      </div>
    </Container>
  );
}

/** Long-form text styles for policy and documentation pages (headings, paragraphs, lists, links, code). */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'max-w-3xl space-y-4 leading-relaxed text-slate-700 dark:text-slate-300',
        '[&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900 dark:[&_h2]:text-slate-100',
        '[&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 dark:[&_h3]:text-slate-100',
        '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6',
        '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 dark:[&_a]:text-brand-300',
        '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-sm dark:[&_code]:bg-slate-800',
        '[&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-slate-100',
        className,
      )}
    >
      {children}
    </div>
  );
}
