// /feedback (spec part 2): an 8-row text area with a counter up to the server's maximum; submit is
// disabled while empty or sending; text is trimmed; the success message stays 3 s.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { MessageSquareHeart } from 'lucide-react';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_MESSAGES } from '@robo/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useSendFeedback } from '../api/send-feedback.ts';

export const FEEDBACK_SUCCESS_MS = 3000;

export default function FeedbackPage() {
  const [text, setText] = useState('');
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);
  const mutation = useSendFeedback();
  const id = useId();

  useEffect(() => {
    if (status?.kind !== 'success') return;
    const timer = setTimeout(() => setStatus(null), FEEDBACK_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const description = text.trim();
    if (!description) {
      setStatus({ kind: 'error', message: FEEDBACK_MESSAGES.empty });
      return;
    }
    setStatus(null);
    mutation.mutate(
      { description },
      {
        onSuccess: () => {
          setText('');
          setStatus({ kind: 'success', message: FEEDBACK_MESSAGES.success });
        },
        onError: (err) => {
          const message =
            err instanceof ApiError && err.isNetwork
              ? FEEDBACK_MESSAGES.failure
              : err instanceof ApiError && err.status < 500
                ? err.message
                : FEEDBACK_MESSAGES.failureRetry;
          setStatus({ kind: 'error', message });
        },
      },
    );
  }

  return (
    <Container className="max-w-2xl py-12">
      <MessageSquareHeart className="size-10 text-brand-600 dark:text-brand-400" aria-hidden="true" />
      <h1 className="mt-3 text-3xl font-bold tracking-tight">Feedback</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Tell us what works, what doesn’t and what you would like to learn next. We read every message.
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-8" aria-label="Feedback">
        <label htmlFor={id} className="mb-1 block text-sm font-medium">Your feedback</label>
        <textarea
          id={id}
          rows={8}
          maxLength={FEEDBACK_MAX_LENGTH}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-describedby={`${id}-count`}
          placeholder="The ROS 2 guides helped me most. I would love a guide on..."
          className={cn(inputClass, 'resize-y')}
        />
        <div className="mt-1 flex justify-between text-xs text-slate-500 dark:text-slate-400">
          <span id={`${id}-count`} aria-live="polite">
            {text.length} / {FEEDBACK_MAX_LENGTH} characters
          </span>
        </div>
        <Button type="submit" className="mt-4" disabled={text.length === 0} loading={mutation.isPending}>
          {mutation.isPending ? 'Sending...' : 'Send feedback'}
        </Button>
        {status && (
          <p
            role={status.kind === 'error' ? 'alert' : 'status'}
            className={cn('mt-4 rounded-lg px-3 py-2 text-sm', status.kind === 'success' ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-300' : 'bg-rose-50 text-rose-700 dark:bg-rose-950/50 dark:text-rose-300')}
          >
            {status.message}
          </p>
        )}
      </form>
    </Container>
  );
}
