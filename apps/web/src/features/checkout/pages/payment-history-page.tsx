// /payment-history (spec part 2): search (transaction id or item name), status and date filters,
// the table, pagination, empty and error states. Everything is computed by the server.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Download, Eye, Search } from 'lucide-react';
import { DATE_RANGES, PAYMENT_STATUSES, type PaymentHistoryQuery } from '@robo/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { formatDate, formatPaise } from '../../../lib/format.ts';
import { downloadInvoice } from '../api/download-invoice.ts';
import { usePaymentHistory } from '../api/get-payment-history.ts';
import { PaymentStatusBadge } from '../components/payment-status-badge.tsx';

export const HISTORY_PAGE_SIZE = 10;
const SEARCH_DEBOUNCE_MS = 400;
const rangeLabels: Record<(typeof DATE_RANGES)[number], string> = { all: 'All time', '7': 'Last 7 days', '30': 'Last 30 days', '90': 'Last 90 days', '365': 'Last year' };

export default function PaymentHistoryPage() {
  const [searchText, setSearchText] = useState('');
  const [query, setQuery] = useState<PaymentHistoryQuery>({ page: 1, limit: HISTORY_PAGE_SIZE, status: 'all', dateRange: 'all' });
  useEffect(() => {
    const timer = setTimeout(() => {
      const search = searchText.trim() || undefined;
      setQuery((q) => (q.search === search ? q : { ...q, search, page: 1 }));
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);
  const history = usePaymentHistory(query);
  const toast = useToast();
  const set = (patch: Partial<PaymentHistoryQuery>) => setQuery((q) => ({ ...q, ...patch, page: 1 }));
  const selectClass = `${inputClass} sm:w-44`;

  const onInvoice = (id: string) =>
    downloadInvoice(id).catch((err: Error) => toast.error('Invoice download failed', err.message));

  return (
    <Container className="py-10">
      <h1 className="text-3xl font-bold">Payment History</h1>
      <form role="search" onSubmit={(e) => e.preventDefault()} className="mt-6 flex flex-col gap-3 sm:flex-row">
        <label className="relative flex-1">
          <span className="sr-only">Search payments</span>
          <Search className="pointer-events-none absolute left-3 top-2.5 size-4 text-slate-400" aria-hidden="true" />
          <input type="search" value={searchText} onChange={(e) => setSearchText(e.target.value)} placeholder="Search by transaction ID or course name" className={`${inputClass} pl-9`} />
        </label>
        <label>
          <span className="sr-only">Status</span>
          <select value={query.status} onChange={(e) => set({ status: e.target.value as PaymentHistoryQuery['status'] })} className={selectClass}>
            <option value="all">All statuses</option>
            {PAYMENT_STATUSES.map((s) => <option key={s} value={s}>{s[0]!.toUpperCase() + s.slice(1)}</option>)}
          </select>
        </label>
        <label>
          <span className="sr-only">Date range</span>
          <select value={query.dateRange} onChange={(e) => set({ dateRange: e.target.value as PaymentHistoryQuery['dateRange'] })} className={selectClass}>
            {DATE_RANGES.map((r) => <option key={r} value={r}>{rangeLabels[r]}</option>)}
          </select>
        </label>
      </form>

      <div className="mt-6">
        {history.isPending ? (
          <PageLoader label="Loading payments..." />
        ) : history.isError ? (
          <div role="alert" className="rounded-xl border border-rose-300 bg-rose-50 p-6 dark:border-rose-900 dark:bg-rose-950/30">
            <p className="text-rose-700 dark:text-rose-300">{history.error.message || 'Failed to fetch payment history'}</p>
            <button type="button" onClick={() => history.refetch()} className="mt-2 text-sm font-medium text-rose-700 underline dark:text-rose-300">Try again</button>
          </div>
        ) : history.data.data.payments.length === 0 ? (
          <EmptyState title="No payments found" description={query.search || query.status !== 'all' || query.dateRange !== 'all' ? 'Try other filters.' : 'Your purchases will appear here.'} />
        ) : (
          <>
            <div className="overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
              <table className="w-full min-w-[44rem] text-left text-sm">
                <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500 dark:bg-slate-900 dark:text-slate-400">
                  <tr>
                    {['Transaction', 'Course', 'Amount', 'Status', 'Date', 'Actions'].map((h) => <th key={h} scope="col" className="px-4 py-3 font-semibold">{h}</th>)}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                  {history.data.data.payments.map((p) => (
                    <tr key={p.id} className="bg-white dark:bg-slate-950">
                      <td className="px-4 py-3 font-mono text-xs">{p.transactionId ?? p.orderId.gatewayOrderId}</td>
                      <td className="px-4 py-3">{p.orderId.courseIds.map((c) => c.title).join(', ')}</td>
                      <td className="px-4 py-3 font-semibold">{formatPaise(p.amountPaise)}</td>
                      <td className="px-4 py-3"><PaymentStatusBadge status={p.status} /></td>
                      <td className="px-4 py-3 whitespace-nowrap">{formatDate(p.createdAt)}</td>
                      <td className="px-4 py-3">
                        <div className="flex gap-1">
                          {p.status === 'completed' && (
                            <Button variant="ghost" size="sm" aria-label={`Download invoice for ${p.transactionId ?? p.id}`} onClick={() => void onInvoice(p.id)}>
                              <Download className="size-4" aria-hidden="true" />
                            </Button>
                          )}
                          <Link to={`/payments/${p.id}`} aria-label={`View details of ${p.transactionId ?? p.orderId.gatewayOrderId}`} className="inline-flex h-8 items-center rounded-lg px-3 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800">
                            <Eye className="size-4" aria-hidden="true" />
                          </Link>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {history.data.data.pagination.pages > 1 && (
              <nav aria-label="Pagination" className="mt-6 flex items-center justify-center gap-3">
                <Button variant="secondary" disabled={history.data.data.pagination.page <= 1} onClick={() => setQuery((q) => ({ ...q, page: Number(q.page ?? 1) - 1 }))}>Previous</Button>
                <span className="text-sm">Page {history.data.data.pagination.page} of {history.data.data.pagination.pages}</span>
                <Button variant="secondary" disabled={history.data.data.pagination.page >= history.data.data.pagination.pages} onClick={() => setQuery((q) => ({ ...q, page: Number(q.page ?? 1) + 1 }))}>Next</Button>
              </nav>
            )}
          </>
        )}
      </div>
    </Container>
  );
}
