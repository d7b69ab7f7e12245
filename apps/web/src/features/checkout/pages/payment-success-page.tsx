// /payment-success (spec part 2): needs the checkout's navigation state, otherwise goes home.
import { Link, Navigate, useLocation } from 'react-router';
import { BookOpen, CheckCircle2, Download, Mail, Rocket, Users } from 'lucide-react';
import { Button, buttonLinkClass } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { formatDate, formatPaise } from '../../../lib/format.ts';
import { itemPath } from '../components/item-link.ts';
import type { PaymentSuccessState } from './checkout-page.tsx';

export default function PaymentSuccessPage() {
  const state = useLocation().state as PaymentSuccessState | null;
  if (!state?.courses || !state.payment) return <Navigate to="/" replace />;
  return (
    <Container className="py-12">
      <div className="mx-auto max-w-2xl">
        <div className="text-center">
          <CheckCircle2 className="mx-auto size-16 text-emerald-500" aria-hidden="true" />
          <h1 className="mt-4 text-3xl font-bold">Payment Successful!</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-400">Your purchase is confirmed and ready to use.</p>
        </div>
        <dl className="mt-8 grid grid-cols-2 gap-4 rounded-2xl border border-slate-200 bg-white p-5 text-sm sm:grid-cols-4 dark:border-slate-800 dark:bg-slate-900">
          <div><dt className="text-slate-500 dark:text-slate-400">Transaction ID</dt><dd className="break-all font-mono text-xs font-semibold" data-testid="transaction-id">{state.payment.transactionId ?? 'N/A'}</dd></div>
          <div><dt className="text-slate-500 dark:text-slate-400">Date</dt><dd className="font-semibold">{formatDate(new Date())}</dd></div>
          <div><dt className="text-slate-500 dark:text-slate-400">Method</dt><dd className="font-semibold capitalize">{state.payment.method ?? 'Razorpay'}</dd></div>
          <div><dt className="text-slate-500 dark:text-slate-400">Status</dt><dd className="font-semibold text-emerald-600 dark:text-emerald-400">Completed</dd></div>
        </dl>
        <section className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
          <div className="flex items-center justify-between">
            <h2 className="font-semibold">Your purchase</h2>
            <span className="font-bold">{formatPaise(state.total)}</span>
          </div>
          <ul className="mt-4 space-y-3">
            {state.courses.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center gap-3">
                {c.thumbnail && <img src={c.thumbnail} alt="" className="h-12 w-20 rounded-lg object-cover" />}
                <span className="min-w-0 flex-1 font-medium">{c.title}</span>
                <Link to={itemPath(c.type, c.id)} className={buttonLinkClass('primary', 'sm')}>Start Learning</Link>
                <Button variant="secondary" size="sm" aria-label={`Download ${c.title}`}><Download className="size-4" aria-hidden="true" /> Download</Button>
              </li>
            ))}
          </ul>
        </section>
        <section className="mt-6">
          <h2 className="font-semibold">What&apos;s next</h2>
          <ul className="mt-3 grid gap-4 sm:grid-cols-3">
            {[
              { icon: BookOpen, title: 'Start learning', text: 'Open your course and work through the first module today.' },
              { icon: Rocket, title: 'Build a project', text: 'Apply each module on a real robot or in simulation.' },
              { icon: Users, title: 'Join the community', text: 'Ask questions and share progress with other learners.' },
            ].map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
                <Icon className="size-5 text-brand-500" aria-hidden="true" />
                <h3 className="mt-2 font-medium">{title}</h3>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{text}</p>
              </li>
            ))}
          </ul>
        </section>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/learning" className={buttonLinkClass()}>Explore Learning</Link>
          <Link to="/" className={buttonLinkClass('secondary')}>Back to Home</Link>
        </div>
        <p className="mt-6 flex items-center justify-center gap-2 text-center text-sm text-slate-500 dark:text-slate-400">
          <Mail className="size-4" aria-hidden="true" /> Your receipt is in <Link to="/payment-history" className="text-brand-600 hover:underline dark:text-brand-400">Payment History</Link>, with a downloadable invoice.
        </p>
        <p className="mt-1 text-center text-sm text-slate-500 dark:text-slate-400">
          Questions? Write to <a href="mailto:support@roboacademy.in" className="text-brand-600 hover:underline dark:text-brand-400">support@roboacademy.in</a>
        </p>
      </div>
    </Container>
  );
}
