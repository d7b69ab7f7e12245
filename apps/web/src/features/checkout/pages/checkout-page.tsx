// /checkout and /razorpay-checkout?course={id}|?event={id} (spec part 2, Checkout): the order
// summary, payment methods, totals (taxes 0) and the real payment flow; a success screen for 2 s,
// then /payment-success with the purchased items.
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { CalendarDays, CheckCircle2, CreditCard, Landmark, Lock, MapPin, Smartphone } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { usePaymentFlow } from '../../../components/ui/payment-flow.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { clearCart, itemPrice, removeFromCart, useCart, type CartItem } from '../../../lib/cart.ts';
import { formatDate, formatPaise } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.tsx';

export const SUCCESS_REDIRECT_MS = 2000;

export interface PaymentSuccessState {
  courses: Pick<CartItem, 'id' | 'type' | 'title' | 'thumbnail' | 'instructor'>[];
  total: number;
  payment: { transactionId: string | null; paymentId: string; method: string | null };
}

export default function CheckoutPage() {
  const { status, isLoggedIn } = useSession();
  const cart = useCart();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const courseId = params.get('course');
  const eventId = params.get('event');
  const single = courseId ?? eventId;
  const [done, setDone] = useState<PaymentSuccessState | null>(null);

  const items = useMemo(
    () => (single ? cart.items.filter((i) => i.id === single && i.type === (courseId ? 'course' : 'event')) : cart.items),
    [cart.items, single, courseId],
  );
  const total = items.reduce((sum, i) => sum + itemPrice(i), 0);
  const isEvent = !!eventId || (items.length > 0 && items.every((i) => i.type === 'event'));

  const pay = usePaymentFlow((result) => {
    const state: PaymentSuccessState = {
      courses: items.map(({ id, type, title, thumbnail, instructor }) => ({ id, type, title, thumbnail, instructor })),
      total,
      payment: { transactionId: result.payment.transactionId, paymentId: result.payment.id, method: result.payment.paymentMethod },
    };
    setDone(state);
    // The cart is cleared unless this was a single-item checkout; that item is bought, so it leaves.
    if (single) items.forEach((i) => removeFromCart(i.id));
    else clearCart();
  });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/payment-success', { state: done, replace: true }), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (status !== 'ready') return <PageLoader label="Checking authentication..." />;
  if (!isLoggedIn) return <Navigate to="/login" replace state={{ from: `/checkout${single ? `?${params.toString()}` : ''}` }} />;
  if (done) {
    return (
      <Container className="py-20">
        <div role="status" className="mx-auto max-w-md text-center">
          <CheckCircle2 className="mx-auto size-16 text-emerald-500" aria-hidden="true" />
          <h1 className="mt-4 text-2xl font-bold">Payment Successful!</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-400">Thank you. Taking you to your receipt...</p>
        </div>
      </Container>
    );
  }
  if (items.length === 0) return <Navigate to="/cart" replace />;

  const types = items.map((i): 'event' | 'course' => (i.type === 'event' ? 'event' : 'course'));

  return (
    <Container className="py-10">
      <h1 className="flex items-center gap-2 text-3xl font-bold">
        <Lock className="size-6 text-emerald-500" aria-hidden="true" /> {isEvent ? 'Event Registration' : 'Secure Checkout'}
      </h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <section aria-labelledby="order-summary" className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
            <h2 id="order-summary" className="text-lg font-semibold">Order summary</h2>
            <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
              {items.map((item) => (
                <li key={item.id} className="flex gap-4 py-3">
                  {item.thumbnail ? (
                    <img src={item.thumbnail} alt="" className="h-16 w-24 shrink-0 rounded-lg bg-slate-100 object-cover dark:bg-slate-800" />
                  ) : (
                    <span className="h-16 w-24 shrink-0 rounded-lg bg-slate-100 dark:bg-slate-800" aria-hidden="true" />
                  )}
                  <div className="min-w-0 flex-1">
                    <h3 className="font-medium">{item.title}</h3>
                    <p className="text-sm text-slate-500 dark:text-slate-400">{item.instructor}</p>
                    {item.type === 'event' && (
                      <p className="mt-1 flex flex-wrap gap-3 text-xs text-slate-500 dark:text-slate-400">
                        {item.date && <span className="flex items-center gap-1"><CalendarDays className="size-3.5" aria-hidden="true" /> {formatDate(item.date)}</span>}
                        {item.location && <span className="flex items-center gap-1"><MapPin className="size-3.5" aria-hidden="true" /> {item.location}</span>}
                      </p>
                    )}
                  </div>
                  <span className="shrink-0 font-semibold">{formatPaise(itemPrice(item))}</span>
                </li>
              ))}
            </ul>
          </section>
          <fieldset className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
            <legend className="px-1 text-lg font-semibold">Payment method</legend>
            <div className="mt-2 space-y-3">
              <label className="flex items-center gap-3 rounded-xl border-2 border-brand-500 p-4">
                <input type="radio" name="method" checked readOnly className="accent-brand-600" />
                <CreditCard className="size-5 text-brand-500" aria-hidden="true" />
                <span>
                  <span className="block font-medium">Razorpay</span>
                  <span className="text-sm text-slate-500 dark:text-slate-400">Cards, UPI, net banking and wallets</span>
                </span>
              </label>
              {[{ icon: Smartphone, label: 'UPI' }, { icon: Landmark, label: 'Net banking' }].map(({ icon: Icon, label }) => (
                <label key={label} className="flex items-center gap-3 rounded-xl border border-slate-200 p-4 text-slate-500 dark:border-slate-800 dark:text-slate-400">
                  <input type="radio" name="method" disabled />
                  <Icon className="size-5" aria-hidden="true" />
                  <span>{label} <span className="text-xs">(available inside the Razorpay window)</span></span>
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <aside aria-labelledby="purchase-title" className="h-fit rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
          <h2 id="purchase-title" className="text-lg font-semibold">Purchase</h2>
          <dl className="mt-4 space-y-2 text-sm">
            <div className="flex justify-between"><dt>Subtotal</dt><dd>{formatPaise(total)}</dd></div>
            <div className="flex justify-between"><dt>Taxes</dt><dd>{formatPaise(0)}</dd></div>
            <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-bold dark:border-slate-800"><dt>Total</dt><dd>{formatPaise(total)}</dd></div>
          </dl>
          <Button
            size="lg"
            className="mt-5 w-full"
            loading={pay.busy}
            onClick={() => pay.start({ itemIds: items.map((i) => i.id), itemTypes: types, amount: total / 100, currency: 'INR' })}
          >
            {isEvent ? 'Register & Pay' : `Pay ${formatPaise(total)}`}
          </Button>
          <p className="mt-3 flex items-center justify-center gap-1 text-xs text-slate-500 dark:text-slate-400"><Lock className="size-3" aria-hidden="true" /> Payments are encrypted and verified by our server</p>
        </aside>
      </div>
      {pay.element}
    </Container>
  );
}
