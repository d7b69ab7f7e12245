// Footer (spec part 1 §2.4): quick links, support links and the newsletter signup.
import { Bot } from 'lucide-react';
import { Link } from 'react-router';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form.tsx';
import { FOOTER_QUICK_LINKS, FOOTER_SUPPORT_LINKS } from '../navigation.ts';

export function Footer() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <Link to="/" className="flex items-center gap-2 font-bold">
            <span className="inline-flex size-8 items-center justify-center rounded-lg bg-brand-600 text-white" aria-hidden="true">
              <Bot className="size-5" />
            </span>
            RoboAcademy
          </Link>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            Career roadmaps, guides, coding practice and events for robotics students across India.
          </p>
        </div>
        <FooterLinks title="Quick links" links={FOOTER_QUICK_LINKS} />
        <FooterLinks title="Support" links={FOOTER_SUPPORT_LINKS} />
        <div>
          <h2 className="text-sm font-semibold">Stay in the loop</h2>
          <p className="mb-3 mt-1 text-sm text-slate-600 dark:text-slate-400">New guides, events and challenges, once a month.</p>
          <NewsletterForm />
        </div>
      </div>
      <div className="border-t border-slate-200 py-4 text-center text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
        © {new Date().getFullYear()} RoboAcademy. Made in India for robotics learners.
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="text-slate-600 hover:text-brand-600 dark:text-slate-400 dark:hover:text-brand-400">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
