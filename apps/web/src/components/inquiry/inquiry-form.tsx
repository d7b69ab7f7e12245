// The Community Connect inquiry form (spec part 1 §2.7, §4, §5), shared by /community-page and /services.
// Only the browser's own required checks; "Submitting..." while sending; on success a confirmation
// for 5000 ms and every field cleared; on failure nothing is shown (only logged) and values stay.
import { useEffect, useId, useState, type FormEvent, type Ref } from 'react';
import { CheckCircle2, Send } from 'lucide-react';
import { INQUIRY_PROGRAMS, INQUIRY_SUCCESS_MESSAGE, type InquiryProgram } from '@robo/contracts';
import { Button } from '../ui/button.tsx';
import { inputClass } from '../ui/field.tsx';
import { cn } from '../../lib/cn.ts';
import { useSendInquiry } from './send-inquiry.ts';

export const INQUIRY_CONFIRMATION_MS = 5000;

/** The Indian mobile format the phone placeholder shows. */
export const INQUIRY_PHONE_PLACEHOLDER = '+91 98765 43210';

/** Reads a programme name from untrusted input (a URL parameter, navigation state). */
export function parseInquiryProgram(value: unknown): InquiryProgram | '' {
  return typeof value === 'string' && (INQUIRY_PROGRAMS as readonly string[]).includes(value) ? (value as InquiryProgram) : '';
}

export interface InquiryFormProps {
  /** The selected programme; the page owns it so that Learn More buttons can pre-select one. */
  program: InquiryProgram | '';
  onProgramChange(program: InquiryProgram | ''): void;
  /** The Name input, so a page can move focus there after scrolling to the form. */
  nameRef?: Ref<HTMLInputElement>;
  className?: string;
}

const labelClass = 'mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200';

function Required() {
  return (
    <span className="text-rose-600 dark:text-rose-400" aria-hidden="true">
      {' '}*
    </span>
  );
}

export function InquiryForm({ program, onProgramChange, nameRef, className }: InquiryFormProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [organization, setOrganization] = useState('');
  const [message, setMessage] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const mutation = useSendInquiry();

  useEffect(() => {
    if (!confirmed) return;
    const timer = setTimeout(() => setConfirmed(false), INQUIRY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [confirmed]);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (mutation.isPending || !program) return;
    mutation.mutate(
      { name, email, phone, organization, program, message },
      {
        onSuccess: (answer) => {
          if (!answer.success) return;
          setName('');
          setEmail('');
          setPhone('');
          setOrganization('');
          setMessage('');
          onProgramChange('');
          setConfirmed(true);
        },
        // The spec shows nothing to the user here; the form keeps what was typed so they can retry.
        onError: (err) => console.error('Community inquiry failed', err),
      },
    );
  }

  const pending = mutation.isPending;
  return (
    <form onSubmit={onSubmit} aria-label="Inquiry form" className={cn('space-y-4', className)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className={labelClass}>
            Name<Required />
          </label>
          <input ref={nameRef} id={`${id}-name`} name="name" required maxLength={100} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} className={inputClass} placeholder="Your full name" />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className={labelClass}>
            Email<Required />
          </label>
          <input id={`${id}-email`} name="email" type="email" required maxLength={254} autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} className={inputClass} placeholder="you@college.edu.in" />
        </div>
        <div>
          <label htmlFor={`${id}-phone`} className={labelClass}>
            Phone<Required />
          </label>
          <input
            id={`${id}-phone`}
            name="phone"
            type="tel"
            required
            maxLength={20}
            // The server accepts 8 to 20 digits, spaces, dashes, parentheses and a leading +.
            pattern={'\\+?[\\d\\s\\-\\(\\)]{8,20}'}
            autoComplete="tel"
            inputMode="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            className={inputClass}
            placeholder={INQUIRY_PHONE_PLACEHOLDER}
          />
        </div>
        <div>
          <label htmlFor={`${id}-program`} className={labelClass}>
            Program Interest<Required />
          </label>
          <select id={`${id}-program`} name="program" required value={program} onChange={(e) => onProgramChange(parseInquiryProgram(e.target.value))} className={inputClass}>
            <option value="">Select a program</option>
            {INQUIRY_PROGRAMS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-organization`} className={labelClass}>
          Organization/College <span className="font-normal text-slate-500 dark:text-slate-400">(optional)</span>
        </label>
        <input id={`${id}-organization`} name="organization" maxLength={200} autoComplete="organization" value={organization} onChange={(e) => setOrganization(e.target.value)} className={inputClass} placeholder="e.g. PSG College of Technology" />
      </div>
      <div>
        <label htmlFor={`${id}-message`} className={labelClass}>
          Message <span className="font-normal text-slate-500 dark:text-slate-400">(optional)</span>
        </label>
        <textarea id={`${id}-message`} name="message" rows={4} maxLength={5000} value={message} onChange={(e) => setMessage(e.target.value)} className={inputClass} placeholder="Tell us about your goals, timelines or questions" />
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        <span aria-hidden="true">*</span> Required fields. We use these details only to answer your inquiry.
      </p>
      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
        <Send className="size-4" aria-hidden="true" />
        {pending ? 'Submitting...' : 'Submit Inquiry'}
      </Button>
      <div role="status" aria-live="polite">
        {confirmed && (
          <p className="flex items-start gap-2 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-200">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {INQUIRY_SUCCESS_MESSAGE}
          </p>
        )}
      </div>
    </form>
  );
}
