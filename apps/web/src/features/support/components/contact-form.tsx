// The contact form: name, email, topic and message folded into one feedback entry (POST /api/feedback),
// so the reply address travels with the message.
import { useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_MESSAGES } from '@robo/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useSession } from '../../../lib/session.tsx';
import { useSendContactMessage } from '../api/send-contact-message.ts';

export const CONTACT_TOPICS = ['General question', 'Payments and refunds', 'Courses and roadmaps', 'Events', 'Coding practice', 'Report a problem'] as const;

export function composeContactMessage(v: { name: string; email: string; topic: string; message: string }): string {
  return `[Contact: ${v.topic}] From ${v.name.trim()} <${v.email.trim()}>\n\n${v.message.trim()}`;
}

type Status = { kind: 'idle' } | { kind: 'success' | 'error'; text: string };

const labelClass = 'mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200';

export function ContactForm() {
  const { user } = useSession();
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [topic, setTopic] = useState<string>(CONTACT_TOPICS[0]);
  const [message, setMessage] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const mutation = useSendContactMessage();
  const description = composeContactMessage({ name, email, topic, message });
  // The header (name, email, topic) shares the server's limit with the message itself.
  const room = FEEDBACK_MAX_LENGTH - (description.length - message.trim().length);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!message.trim()) {
      setStatus({ kind: 'error', text: 'Please enter your message' });
      return;
    }
    mutation.mutate(
      { description },
      {
        onSuccess: () => {
          setStatus({ kind: 'success', text: 'Thank you! Your message has been sent. We reply within two working days.' });
          setMessage('');
        },
        onError: (err) => {
          const text = err instanceof ApiError && err.isNetwork ? NETWORK_ERROR_MESSAGE : err instanceof ApiError && err.status < 500 ? err.message : FEEDBACK_MESSAGES.failureRetry;
          setStatus({ kind: 'error', text });
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} aria-label="Contact form" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-name" className={labelClass}>Name</label>
          <input id="contact-name" required maxLength={100} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} className={inputClass} />
        </div>
        <div>
          <label htmlFor="contact-email" className={labelClass}>Email</label>
          <input id="contact-email" type="email" required maxLength={254} autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} className={inputClass} />
        </div>
      </div>
      <div>
        <label htmlFor="contact-topic" className={labelClass}>Topic</label>
        <select id="contact-topic" value={topic} onChange={(e) => setTopic(e.target.value)} className={inputClass}>
          {CONTACT_TOPICS.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="contact-message" className={labelClass}>Message</label>
        <textarea
          id="contact-message"
          required
          rows={6}
          maxLength={Math.max(room, 0)}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          aria-describedby="contact-message-count"
          className={inputClass}
          placeholder="How can we help? For payments, include the transaction ID."
        />
        <p id="contact-message-count" className="mt-1 text-right text-xs text-slate-500 dark:text-slate-400">
          {message.length}/{Math.max(room, 0)}
        </p>
      </div>
      <Button type="submit" disabled={mutation.isPending}>
        <Send className="size-4" aria-hidden="true" />
        {mutation.isPending ? 'Sending...' : 'Send message'}
      </Button>
      <p role="status" aria-live="polite" className={cn('min-h-5 text-sm', status.kind === 'success' ? 'text-emerald-700 dark:text-emerald-400' : 'text-rose-700 dark:text-rose-400')}>
        {status.kind === 'idle' ? '' : status.text}
      </p>
    </form>
  );
}
