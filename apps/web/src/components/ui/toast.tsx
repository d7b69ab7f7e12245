// Toasts (spec part 2): success, error, warning and info; 5000 ms by default, Infinity allowed;
// stacked, dismissible and announced through an ARIA live region.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export type ToastType = 'success' | 'error' | 'warning' | 'info';
export const DEFAULT_TOAST_MS = 5000;

export interface Toast {
  id: string;
  type: ToastType;
  title: string;
  message?: string;
  /** Milliseconds on screen; Infinity keeps it until dismissed. */
  duration: number;
}

export type ToastInput = Omit<Toast, 'id' | 'duration'> & { duration?: number };

interface ToastApi {
  toasts: Toast[];
  showToast(toast: ToastInput): string;
  dismissToast(id: string): void;
  success(title: string, message?: string, duration?: number): string;
  error(title: string, message?: string, duration?: number): string;
  warning(title: string, message?: string, duration?: number): string;
  info(title: string, message?: string, duration?: number): string;
}

const ToastContext = createContext<ToastApi | null>(null);

export const TOAST_PROVIDER_ERROR = 'useToast must be used within a ToastProvider';

export function useToast(): ToastApi {
  const value = useContext(ToastContext);
  if (!value) throw new Error(TOAST_PROVIDER_ERROR);
  return value;
}

let counter = 0;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const dismissToast = useCallback((id: string) => {
    setToasts((list) => list.filter((t) => t.id !== id));
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
  }, []);

  const showToast = useCallback(
    (input: ToastInput) => {
      counter += 1;
      const id = `toast-${counter}`;
      const duration = input.duration ?? DEFAULT_TOAST_MS;
      setToasts((list) => [...list, { ...input, id, duration }]);
      if (Number.isFinite(duration)) timers.current.set(id, setTimeout(() => dismissToast(id), duration));
      return id;
    },
    [dismissToast],
  );

  useEffect(() => {
    const all = timers.current;
    return () => all.forEach((t) => clearTimeout(t));
  }, []);

  const value = useMemo<ToastApi>(() => {
    const of = (type: ToastType) => (title: string, message?: string, duration?: number) =>
      showToast({ type, title, ...(message !== undefined && { message }), ...(duration !== undefined && { duration }) });
    return { toasts, showToast, dismissToast, success: of('success'), error: of('error'), warning: of('warning'), info: of('info') };
  }, [toasts, showToast, dismissToast]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <ToastViewport toasts={toasts} onDismiss={dismissToast} />
    </ToastContext.Provider>
  );
}

const styles: Record<ToastType, { icon: typeof Info; className: string }> = {
  success: { icon: CheckCircle2, className: 'border-emerald-300 dark:border-emerald-800 [&_svg.icon]:text-emerald-500' },
  error: { icon: XCircle, className: 'border-rose-300 dark:border-rose-800 [&_svg.icon]:text-rose-500' },
  warning: { icon: AlertTriangle, className: 'border-amber-300 dark:border-amber-800 [&_svg.icon]:text-amber-500' },
  info: { icon: Info, className: 'border-sky-300 dark:border-sky-800 [&_svg.icon]:text-sky-500' },
};

function ToastViewport({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: string) => void }) {
  return (
    <div aria-live="polite" aria-relevant="additions" className="pointer-events-none fixed bottom-4 right-4 z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2">
      {toasts.map((toast) => {
        const { icon: Icon, className } = styles[toast.type];
        return (
          <div
            key={toast.id}
            role={toast.type === 'error' ? 'alert' : 'status'}
            data-toast-type={toast.type}
            className={cn('pointer-events-auto flex items-start gap-3 rounded-xl border bg-white p-4 shadow-lg dark:bg-slate-900', className)}
          >
            <Icon className="icon mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold">{toast.title}</p>
              {toast.message && <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">{toast.message}</p>}
            </div>
            <button type="button" onClick={() => onDismiss(toast.id)} aria-label="Dismiss notification" className="rounded p-0.5 text-slate-400 hover:text-slate-700 dark:hover:text-slate-200">
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
        );
      })}
    </div>
  );
}
