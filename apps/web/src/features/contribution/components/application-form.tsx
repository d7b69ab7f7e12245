// The application form (spec part 2 §5): required name, email, phone and experience; at least one
// domain or the submit button stays disabled; optional college, portfolio rows and notes.
import { useState, type FormEvent } from 'react';
import { ArrowLeft, Plus, Trash2 } from 'lucide-react';
import { z } from 'zod';
import { EXPERIENCE_LEVELS, contributionApplicationInputSchema, type ContributionType } from '@robo/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import { useSession } from '../../../lib/session.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useSubmitApplication } from '../api/submit-application.ts';
import { submitErrorMessage } from './messages.ts';

interface PortfolioRow {
  key: number;
  platform: string;
  url: string;
}

const urlSchema = z.url('Please enter a valid URL');
let rowKey = 0;
const emptyRow = (): PortfolioRow => ({ key: ++rowKey, platform: '', url: '' });

function initialValues(name = '', email = '') {
  return { name, email, phone: '', college: '', experience: '', skills: '', domains: [] as string[], proposedTopics: '', additionalInfo: '', portfolio: [emptyRow()] };
}

const lines = (text: string, sep: RegExp) => text.split(sep).map((s) => s.trim()).filter(Boolean);

export function ApplicationForm({ programme, onBack, onSubmitted }: { programme: ContributionType; onBack: () => void; onSubmitted: () => void }) {
  const { user } = useSession();
  const toast = useToast();
  const mutation = useSubmitApplication();
  const [values, setValues] = useState(() => initialValues(user?.name, user?.email));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (key: 'name' | 'email' | 'phone' | 'college' | 'experience' | 'skills' | 'proposedTopics' | 'additionalInfo') =>
    (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const setRow = (key: number, field: 'platform' | 'url', value: string) =>
    setValues((v) => ({ ...v, portfolio: v.portfolio.map((r) => (r.key === key ? { ...r, [field]: value } : r)) }));
  const toggleDomain = (name: string) =>
    setValues((v) => ({ ...v, domains: v.domains.includes(name) ? v.domains.filter((d) => d !== name) : [...v.domains, name] }));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    const input = {
      contributionType: programme._id,
      personalInfo: { name: values.name, email: values.email, phone: values.phone, college: values.college, experience: values.experience, skills: lines(values.skills, /,/) },
      portfolioLinks: values.portfolio.map(({ platform, url }) => ({ platform, url })),
      selectedDomains: values.domains,
      proposedTopics: lines(values.proposedTopics, /\n/),
      additionalInfo: values.additionalInfo,
    };
    const found: Record<string, string> = {};
    values.portfolio.forEach((r) => {
      if (r.url.trim() && !urlSchema.safeParse(r.url.trim()).success) found[`url-${r.key}`] = 'Please enter a valid URL';
    });
    const parsed = contributionApplicationInputSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'personalInfo' ? String(issue.path[1]) : String(issue.path[0]);
        if (field !== 'portfolioLinks') found[field] ??= issue.message;
      }
    }
    setErrors(found);
    if (Object.keys(found).length || !parsed.success) return;
    mutation.mutate(parsed.data, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setValues(initialValues(user?.name, user?.email));
        onSubmitted();
      },
      onError: (err) => {
        const message = submitErrorMessage(err);
        setFormError(message);
        toast.error(message);
      },
    });
  }

  const selectId = 'experience-level';
  return (
    <div>
      <Button variant="ghost" size="sm" onClick={onBack}><ArrowLeft className="size-4" aria-hidden="true" /> Back</Button>
      <h2 className="mt-4 text-2xl font-bold tracking-tight">Apply: {programme.name}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Fields marked * are required.</p>
      <form onSubmit={onSubmit} noValidate aria-label="Application form" className="mt-6 space-y-8">
        {formError && <p role="alert" className="rounded-lg border border-rose-200 bg-rose-50 p-3 text-sm text-rose-800 dark:border-rose-500/30 dark:bg-rose-500/10 dark:text-rose-200">{formError}</p>}
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-lg font-semibold">Personal information</legend>
          <Field label="Full Name *" value={values.name} onChange={set('name')} error={errors.name} autoComplete="name" required />
          <Field label="Email Address *" type="email" value={values.email} onChange={set('email')} error={errors.email} autoComplete="email" required />
          <Field label="Phone Number *" type="tel" value={values.phone} onChange={set('phone')} error={errors.phone} autoComplete="tel" placeholder="+91 98765 43210" required />
          <Field label="College/Organization" value={values.college} onChange={set('college')} error={errors.college} autoComplete="organization" />
          <div>
            <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">Experience Level *</label>
            <select id={selectId} value={values.experience} onChange={set('experience')} required aria-invalid={errors.experience ? true : undefined} aria-describedby={errors.experience ? `${selectId}-error` : undefined} className={cn(inputClass, errors.experience && 'border-rose-500')}>
              <option value="">Select your experience</option>
              {EXPERIENCE_LEVELS.map((l) => <option key={l.value} value={l.value}>{l.label}</option>)}
            </select>
            {errors.experience && <p id={`${selectId}-error`} className="mt-1 text-sm text-rose-600 dark:text-rose-400">{errors.experience}</p>}
          </div>
          <Field label="Skills" value={values.skills} onChange={set('skills')} hint="Separate with commas, e.g. ROS 2, Premiere Pro" />
        </fieldset>

        <fieldset>
          <legend className="mb-3 text-lg font-semibold">Portfolio links</legend>
          <ul className="space-y-3">
            {values.portfolio.map((row, i) => (
              <li key={row.key} className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-start">
                <Field label={`Platform ${i + 1}`} value={row.platform} onChange={(e) => setRow(row.key, 'platform', e.target.value)} placeholder="YouTube, Behance, GitHub..." />
                <Field label={`URL ${i + 1}`} type="url" value={row.url} onChange={(e) => setRow(row.key, 'url', e.target.value)} error={errors[`url-${row.key}`]} placeholder="https://..." />
                <Button variant="ghost" className="sm:mt-6" aria-label={`Remove portfolio link ${i + 1}`} onClick={() => setValues((v) => ({ ...v, portfolio: v.portfolio.filter((r) => r.key !== row.key) }))}>
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => setValues((v) => ({ ...v, portfolio: [...v.portfolio, emptyRow()] }))}>
            <Plus className="size-4" aria-hidden="true" /> Add portfolio link
          </Button>
        </fieldset>

        <fieldset aria-describedby="domains-hint">
          <legend className="mb-1 text-lg font-semibold">Domains of interest *</legend>
          <p id="domains-hint" className="mb-3 text-sm text-slate-500 dark:text-slate-400">Select at least one.</p>
          <div className="grid gap-2 sm:grid-cols-2">
            {programme.domains.map((d) => (
              <label key={d.name} className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 dark:border-slate-800 dark:has-[:checked]:bg-brand-500/10">
                <input type="checkbox" className="mt-0.5 size-4 accent-brand-600" checked={values.domains.includes(d.name)} onChange={() => toggleDomain(d.name)} />
                <span><span className="font-medium">{d.name}</span><span className="block text-slate-500 dark:text-slate-400">{d.description}</span></span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className="grid gap-4">
          <div>
            <label htmlFor="proposed-topics" className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">Proposed topics</label>
            <textarea id="proposed-topics" rows={3} value={values.proposedTopics} onChange={set('proposedTopics')} className={inputClass} placeholder="One topic per line" />
          </div>
          <div>
            <label htmlFor="additional-info" className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">Additional information</label>
            <textarea id="additional-info" rows={6} value={values.additionalInfo} onChange={set('additionalInfo')} className={inputClass} />
          </div>
        </div>

        <Button type="submit" size="lg" loading={mutation.isPending} disabled={values.domains.length === 0}>
          {mutation.isPending ? 'Submitting...' : 'Submit application'}
        </Button>
      </form>
    </div>
  );
}
