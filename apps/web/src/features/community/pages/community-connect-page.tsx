// /community-page (spec part 1 §2.7): programmes, sponsorship and the inquiry form. A programme can be
// pre-selected by a Learn More button, by ?program=... in the URL or by navigation state.
import { useEffect, useRef, useState } from 'react';
import { ArrowRight, Building2, Check, GraduationCap, Handshake, Lightbulb, Sparkles } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router';
import type { InquiryProgram } from '@robo/contracts';
import { Container } from '../../../components/ui/container.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { InquiryForm, parseInquiryProgram } from '../../../components/inquiry/inquiry-form.tsx';
import { cn } from '../../../lib/cn.ts';
import { PROGRAMMES, REACH_FIGURES, SPONSORSHIP_BENEFITS } from '../components/programs.ts';

const AUDIENCES = [
  { icon: Lightbulb, title: 'Mentors', text: 'Experts who share what they know' },
  { icon: Building2, title: 'Campuses', text: 'Colleges running innovation programmes' },
  { icon: GraduationCap, title: 'Champions', text: 'Students building real robots' },
  { icon: Handshake, title: 'Sponsors', text: 'Brands backing young innovators' },
];

const smooth = (): ScrollBehavior => (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');

export default function CommunityConnectPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const [program, setProgram] = useState<InquiryProgram | ''>(() =>
    parseInquiryProgram(params.get('program') ?? (location.state as { program?: unknown } | null)?.program),
  );
  const formSection = useRef<HTMLElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);

  // Arriving with #inquiry (the campus page's call to action) lands on the form once it is rendered.
  useEffect(() => {
    if (location.hash === '#inquiry') formSection.current?.scrollIntoView();
  }, [location.hash]);

  function learnMore(name: InquiryProgram) {
    setProgram(name);
    formSection.current?.scrollIntoView({ behavior: smooth(), block: 'start' });
    nameInput.current?.focus({ preventScroll: true });
  }

  return (
    <>
      <section className="relative overflow-hidden border-b border-slate-200 dark:border-slate-800">
        <div className="absolute inset-0 -z-10 bg-gradient-to-br from-brand-600/15 via-transparent to-accent-500/15" aria-hidden="true" />
        <Container className="grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[1.3fr_1fr]">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-brand-300 bg-brand-50 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-brand-700 dark:border-brand-700 dark:bg-brand-500/10 dark:text-brand-300">
              <Sparkles className="size-3.5" aria-hidden="true" /> Community Connect
            </p>
            <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
              Build India&apos;s robotics innovation community with us
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
              Mentors, campuses, student champions and sponsors working together: workshops, hackathons, mentorship and real projects that
              turn ideas into working robots.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button size="lg" onClick={() => learnMore('Innovation Champion')}>
                Join as a student <ArrowRight className="size-4" aria-hidden="true" />
              </Button>
              <Button size="lg" variant="secondary" onClick={() => learnMore('Sponsorship')}>
                Become a sponsor
              </Button>
            </div>
          </div>
          <ul aria-label="Who takes part" className="hidden grid-cols-2 gap-4 lg:grid">
            {AUDIENCES.map(({ icon: Icon, title, text }, i) => (
              <li
                key={title}
                className={cn(
                  'rounded-2xl border border-slate-200 bg-white/80 p-5 shadow-sm backdrop-blur dark:border-slate-800 dark:bg-slate-900/80',
                  i % 2 === 1 && 'translate-y-6',
                )}
              >
                <Icon className="size-6 text-brand-600 dark:text-brand-300" aria-hidden="true" />
                <p className="mt-3 font-semibold">{title}</p>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <Container className="py-16">
        <h2 className="text-3xl font-bold tracking-tight">Choose your programme</h2>
        <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">
          Three ways to take part, whichever side of the classroom you are on.
        </p>
        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          {PROGRAMMES.map(({ name, icon: Icon, audience, summary, points }) => (
            <article
              key={name}
              aria-labelledby={`programme-${name}`}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <span
                className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-600/10 text-brand-600 dark:bg-brand-400/10 dark:text-brand-300"
                aria-hidden="true"
              >
                <Icon className="size-6" />
              </span>
              <h3 id={`programme-${name}`} className="mt-4 text-xl font-semibold">
                {name}
              </h3>
              <p className="text-sm font-medium text-brand-700 dark:text-brand-300">{audience}</p>
              <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{summary}</p>
              <ul className="mt-4 flex-1 space-y-2 text-sm">
                {points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
                    {point}
                  </li>
                ))}
              </ul>
              <Button variant="secondary" className="mt-6" onClick={() => learnMore(name)} aria-label={`Learn More about ${name}`}>
                Learn More <ArrowRight className="size-4" aria-hidden="true" />
              </Button>
            </article>
          ))}
        </div>
      </Container>

      <section
        id="inquiry"
        ref={formSection}
        aria-labelledby="sponsorship-heading"
        className="scroll-mt-24 bg-slate-50 py-16 dark:bg-slate-900/50"
      >
        <Container className="grid gap-10 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <span
              className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-500/15 text-accent-500"
              aria-hidden="true"
            >
              <Handshake className="size-6" />
            </span>
            <h2 id="sponsorship-heading" className="mt-4 text-3xl font-bold tracking-tight">
              Looking For Sponsorship
            </h2>
            <p className="mt-3 text-slate-600 dark:text-slate-400">
              Partner with us to support student innovators and put your brand in front of India&apos;s next robotics engineers.
            </p>
            <ul className="mt-6 space-y-4">
              {SPONSORSHIP_BENEFITS.map((b) => (
                <li key={b.title} className="flex gap-3">
                  <Check className="mt-1 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
                  <div>
                    <p className="font-semibold">{b.title}</p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">{b.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3 dark:border-slate-800 dark:bg-slate-950">
            <h3 className="text-xl font-semibold">Send us an inquiry</h3>
            <p className="mb-6 mt-1 text-sm text-slate-600 dark:text-slate-400">
              Mentors, campuses, students and sponsors: tell us what you have in mind.
            </p>
            <InquiryForm program={program} onProgramChange={setProgram} nameRef={nameInput} />
          </div>
        </Container>
      </section>

      <Container className="pt-16">
        <section aria-labelledby="reach-heading">
          <h2 id="reach-heading" className="text-center text-2xl font-bold tracking-tight">
            Our reach so far
          </h2>
          <p className="mt-2 text-center text-sm text-slate-600 dark:text-slate-400">
            Reached through our partner network of colleges, mentors and event organisers.
          </p>
          <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
            {REACH_FIGURES.map((f) => (
              <div key={f.label} className="flex flex-col rounded-2xl border border-slate-200 p-6 text-center dark:border-slate-800">
                <dt className="text-sm text-slate-600 dark:text-slate-400">{f.label}</dt>
                <dd className="order-first text-3xl font-extrabold text-brand-600 sm:text-4xl dark:text-brand-300">{f.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </Container>
    </>
  );
}
