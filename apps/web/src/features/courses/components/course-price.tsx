import { formatPaise } from '../../../lib/format.ts';

/** The price paid (discount when present) with the list price struck through. */
export function CoursePrice({ price, discountPrice, large = false }: { price: number; discountPrice: number | null; large?: boolean }) {
  return (
    <span className="flex items-baseline gap-2">
      <span className={large ? 'text-3xl font-extrabold' : 'text-lg font-bold'}>{formatPaise(discountPrice ?? price)}</span>
      {discountPrice != null && (
        <span className="text-sm text-slate-500 line-through dark:text-slate-400">
          <span className="sr-only">was </span>
          {formatPaise(price)}
        </span>
      )}
    </span>
  );
}
