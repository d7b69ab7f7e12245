// /payments/{id}: one payment with its items, totals (GST 0) and the invoice download.
import { Link, useParams } from 'react-router';
import { ArrowLeft, Download } from 'lucide-react';
import { Button, buttonLinkClass } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate, formatPaise } from '../../../lib/format.ts';
import { downloadInvoice } from '../api/download-invoice.ts';
import { usePayment } from '../api/get-payment.ts';
import { itemPath } from '../components/item-link.ts';
import { PaymentStatusBadge } from '../components/payment-status-badge.tsx';

export default function PaymentDetailPage() {
  const { id = '' } = useParams();
  const payment = usePayment(id);
  const toast = useToast();
  if (payment.isPending) return <PageLoader label="Loading payment..." />;
  if (payment.isError) {
    const err = payment.error;
    const message = err instanceof ApiError && (err.status === 404 || err.status === 400) ? 'Payment not found' : err.message;
    return (
      <Container className="py-16 text-center">
        <h1 className="text-2xl font-bold">{message}</h1>
        <Link to="/payment-history" className={`${buttonLinkClass('secondary')} mt-6`}>Back to Payment History</Link>
      </Container>
    );
  }
  const p = payment.data.data;
  return (
    <Container className="py-10">
      <Link to="/payment-history" className="inline-flex items-center gap-1 text-sm text-brand-600 hover:underline dark:text-brand-400">
        <ArrowLeft className="size-4" aria-hidden="true" /> Payment History
      </Link>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">Payment details</h1>
        {p.status === 'completed' && (
          <Button onClick={() => downloadInvoice(p.id).catch((e: Error) => toast.error('Invoice download failed', e.message))}>
            <Download className="size-4" aria-hidden="true" /> Download invoice
          </Button>
        )}
      </div>
      <dl className="mt-6 grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 text-sm sm:grid-cols-3 dark:border-slate-800 dark:bg-slate-900">
        <div><dt className="text-slate-500 dark:text-slate-400">Status</dt><dd className="mt-1"><PaymentStatusBadge status={p.status} /></dd></div>
        <div><dt className="text-slate-500 dark:text-slate-400">Transaction ID</dt><dd className="mt-1 break-all font-mono text-xs">{p.transactionId ?? 'N/A'}</dd></div>
        <div><dt className="text-slate-500 dark:text-slate-400">Order</dt><dd className="mt-1 break-all font-mono text-xs">{p.orderId.gatewayOrderId}</dd></div>
        <div><dt className="text-slate-500 dark:text-slate-400">Created</dt><dd className="mt-1">{formatDate(p.createdAt)}</dd></div>
        <div><dt className="text-slate-500 dark:text-slate-400">Paid</dt><dd className="mt-1">{p.paidAt ? formatDate(p.paidAt) : '—'}</dd></div>
        <div><dt className="text-slate-500 dark:text-slate-400">Method</dt><dd className="mt-1 capitalize">{p.paymentMethod ?? '—'}</dd></div>
        {p.failureReason && <div className="sm:col-span-3"><dt className="text-slate-500 dark:text-slate-400">Failure reason</dt><dd className="mt-1 text-rose-600 dark:text-rose-400">{p.failureReason}</dd></div>}
      </dl>
      <section className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
        <h2 className="font-semibold">Items</h2>
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {p.orderId.courseIds.map((i) => (
            <li key={`${i.type}-${i._id}`} className="flex items-center justify-between gap-3 py-3">
              <Link to={itemPath(i.type, i._id)} className="font-medium hover:underline">{i.title}</Link>
              <span>{formatPaise(i.pricePaise)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-sm dark:border-slate-800">
          <div className="flex justify-between"><dt>Subtotal</dt><dd>{formatPaise(p.amountPaise)}</dd></div>
          <div className="flex justify-between"><dt>GST (0%)</dt><dd>{formatPaise(0)}</dd></div>
          <div className="flex justify-between text-base font-bold"><dt>Total</dt><dd>{formatPaise(p.amountPaise)}</dd></div>
        </dl>
      </section>
    </Container>
  );
}
