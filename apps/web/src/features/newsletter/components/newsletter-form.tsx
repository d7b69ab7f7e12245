// Footer newsletter signup (spec part 1 §4, §5, §8): idle → loading → success or error; the message
// disappears after 5 s; a success clears the form.
import { useEffect, useState, type FormEvent } from 'react';
import { NEWSLETTER_MESSAGES, subscribeInputSchema } from '@robo/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useSubscribe } from '../api/subscribe.ts';

export const NEWSLETTER_MESSAGE_MS = 5000;

type Status = { kind: 'idle' } | { kind: 'success' | 'error'; message: string };

export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const mutation = useSubscribe();

  useEffect(() => {
    if (status.kind === 'idle') return;
    const timer = setTimeout(() => setStatus({ kind: 'idle' }), NEWSLETTER_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = subscribeInputSchema.safeParse({ email, firstName, lastName });
    if (!parsed.success) {
      const message = email.trim() ? NEWSLETTER_MESSAGES.invalid : NEWSLETTER_MESSAGES.required;
      setStatus({ kind: 'error', message });
      return;
    }
    mutation.mutate(parsed.data, {
      onSuccess: (answer) => {
        setStatus({ kind: 'success', message: answer.message });
        setEmail('');
        setFirstName('');
        setLastName('');
      },
      onError: (err) => {
        const message = err instanceof ApiError && !err.isNetwork ? err.message : NEWSLETTER_MESSAGES.network;
        setStatus({ kind: 'error', message });
      },
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Newsletter signup" className="space-y-2">
      <div className="grid grid-cols-2 gap-2">
        <input aria-label="First name (optional)" placeholder="First name" value={firstName} onChange={(e) => setFirstName(e.target.value)} className={inputClass} autoComplete="given-name" />
        <input aria-label="Last name (optional)" placeholder="Last name" value={lastName} onChange={(e) => setLastName(e.target.value)} className={inputClass} autoComplete="family-name" />
      </div>
      <div className="flex gap-2">
        <input type="email" aria-label="Email address" placeholder="you@example.com" value={email} onChange={(e) => setEmail(e.target.value)} className={inputClass} autoComplete="email" />
        <Button type="submit" loading={mutation.isPending}>
          {mutation.isPending ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </div>
      <p
        role="status"
        aria-live="polite"
        className={cn('min-h-5 text-sm', status.kind === 'success' ? 'text-emerald-600 dark:text-emerald-400' : 'text-rose-600 dark:text-rose-400')}
      >
        {status.kind === 'idle' ? '' : status.message}
      </p>
    </form>
  );
}
