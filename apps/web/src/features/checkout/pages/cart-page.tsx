// /cart (spec part 1 §3–§4, part 2): items with remove and clear, totals from discountPrice else
// price, the Order Summary, and the empty state. Signed-in users only.
import { Link, Navigate } from 'react-router';
import { CalendarDays, CheckCircle2, MapPin, ShoppingCart, Trash2 } from 'lucide-react';
import { Button, buttonLinkClass } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { clearCart, itemPrice, removeFromCart, useCart } from '../../../lib/cart.ts';
import { formatDate, formatPaise } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.tsx';

export default function CartPage() {
  const { status, isLoggedIn } = useSession();
  const cart = useCart();
  if (status !== 'ready') return <PageLoader label="Checking authentication..." />;
  if (!isLoggedIn) return <Navigate to="/login" replace state={{ from: '/cart' }} />;

  if (cart.items.length === 0) {
    return (
      <Container className="py-16">
        <h1 className="sr-only">Your Cart</h1>
        <EmptyState
          icon={<ShoppingCart className="size-10" />}
          title="Your cart is empty"
          description="Add a course or an event to get started."
          action={
            <div className="flex flex-wrap justify-center gap-3">
              <Link to="/courses" className={buttonLinkClass()}>Browse Courses</Link>
              <Link to="/events" className={buttonLinkClass('secondary')}>Browse Events</Link>
            </div>
          }
        />
      </Container>
    );
  }

  return (
    <Container className="py-10">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Your Cart</h1>
        <Button variant="ghost" onClick={clearCart}>Clear cart</Button>
      </div>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <ul className="space-y-4" aria-label="Cart items">
          {cart.items.map((item) => (
            <li key={item.id} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
              {item.thumbnail ? (
                <img src={item.thumbnail} alt="" className="h-20 w-32 shrink-0 rounded-lg bg-slate-100 object-cover max-sm:h-16 max-sm:w-20 dark:bg-slate-800" />
              ) : (
                <span className="h-20 w-32 shrink-0 rounded-lg bg-slate-100 max-sm:h-16 max-sm:w-20 dark:bg-slate-800" aria-hidden="true" />
              )}
              <div className="min-w-0 flex-1">
                <p className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">{item.type} · {item.category}</p>
                <h2 className="font-semibold">{item.title}</h2>
                <p className="text-sm text-slate-500 dark:text-slate-400">{item.instructor}</p>
                {item.type === 'event' && (item.date || item.location) && (
                  <p className="mt-1 flex flex-wrap gap-3 text-xs text-slate-500 dark:text-slate-400">
                    {item.date && <span className="flex items-center gap-1"><CalendarDays className="size-3.5" aria-hidden="true" /> {formatDate(item.date)}</span>}
                    {item.location && <span className="flex items-center gap-1"><MapPin className="size-3.5" aria-hidden="true" /> {item.location}</span>}
                  </p>
                )}
              </div>
              <div className="flex shrink-0 flex-col items-end justify-between">
                <span className="text-right">
                  <span className="block font-bold">{formatPaise(itemPrice(item))}</span>
                  {item.discountPrice != null && <span className="text-xs text-slate-500 line-through">{formatPaise(item.price)}</span>}
                </span>
                <Button variant="ghost" size="sm" aria-label={`Remove ${item.title}`} onClick={() => removeFromCart(item.id)}>
                  <Trash2 className="size-4" aria-hidden="true" /> <span className="max-sm:sr-only">Remove</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
        <aside aria-labelledby="summary-title" className="h-fit rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
          <h2 id="summary-title" className="text-lg font-semibold">Order Summary</h2>
          <dl className="mt-4 space-y-2 text-sm">
            <div className="flex justify-between"><dt>Items</dt><dd>{cart.totalItems}</dd></div>
            <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-bold dark:border-slate-800"><dt>Total</dt><dd>{formatPaise(cart.totalAmount)}</dd></div>
          </dl>
          <Link to="/checkout" className={`${buttonLinkClass('primary', 'lg')} mt-5 w-full`}>Proceed to Checkout</Link>
          <ul className="mt-5 space-y-2 text-sm text-slate-600 dark:text-slate-400">
            {['Lifetime access', 'Certificate of completion', '30-day money-back guarantee', 'Access on mobile and desktop'].map((f) => (
              <li key={f} className="flex items-center gap-2"><CheckCircle2 className="size-4 text-emerald-500" aria-hidden="true" /> {f}</li>
            ))}
          </ul>
        </aside>
      </div>
    </Container>
  );
}
