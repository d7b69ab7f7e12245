// A printable HTML invoice of a completed payment: seller, buyer, items, GST at 0 and totals.
import type { Payment } from '@robo/contracts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const inr = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const date = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

export const invoiceNumber = (p: Payment) => `INV-${(p.paidAt ?? p.createdAt).slice(0, 10).replaceAll('-', '')}-${p.id.slice(0, 8).toUpperCase()}`;

export function renderInvoice(p: Payment, buyer: { name: string; email: string; phone: string | null }): string {
  const rows = p.orderId.courseIds
    .map(
      (i, n) =>
        `<tr><td>${n + 1}</td><td>${escape(i.title)}<div class="muted">${escape(i.type)} · lifetime access</div></td><td class="num">1</td><td class="num">${inr(i.pricePaise)}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><title>Invoice ${invoiceNumber(p)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font:14px/1.5 system-ui,sans-serif;color:#0f172a;max-width:760px;margin:2rem auto;padding:0 1rem}
h1{font-size:1.6rem;margin:0}table{width:100%;border-collapse:collapse;margin-top:1.5rem}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid #e2e8f0;vertical-align:top}.num{text-align:right}
.muted{color:#64748b;font-size:12px}.grid{display:flex;justify-content:space-between;gap:2rem;margin-top:1.5rem;flex-wrap:wrap}
.totals td{border:none}.totals tr:last-child td{font-weight:700;border-top:2px solid #0f172a}
@media print{body{margin:0}}
</style></head><body>
<header class="grid" style="margin-top:0"><div><h1>Tax Invoice</h1><div class="muted">RoboAcademy · Bengaluru, Karnataka, India · support@roboacademy.in</div></div>
<div><strong>${invoiceNumber(p)}</strong><div class="muted">Date: ${date(p.paidAt ?? p.createdAt)}</div></div></header>
<section class="grid">
<div><div class="muted">Billed to</div><strong>${escape(buyer.name)}</strong><div>${escape(buyer.email)}</div>${buyer.phone ? `<div>${escape(buyer.phone)}</div>` : ''}</div>
<div><div class="muted">Payment</div><div>Transaction: ${escape(p.transactionId ?? 'N/A')}</div><div>Order: ${escape(p.orderId.gatewayOrderId)}</div><div>Method: ${escape(p.paymentMethod ?? 'N/A')}</div><div>Status: ${escape(p.status)}</div></div>
</section>
<table><thead><tr><th>#</th><th>Item</th><th class="num">Qty</th><th class="num">Amount</th></tr></thead><tbody>${rows}</tbody></table>
<table class="totals"><tbody>
<tr><td class="num">Subtotal</td><td class="num" style="width:9rem">${inr(p.amountPaise)}</td></tr>
<tr><td class="num">GST (0%)</td><td class="num">${inr(0)}</td></tr>
<tr><td class="num">Total paid (${escape(p.currency)})</td><td class="num">${inr(p.amountPaise)}</td></tr>
</tbody></table>
<p class="muted">Digital learning content with lifetime access. This is a computer-generated invoice and needs no signature.</p>
</body></html>`;
}
