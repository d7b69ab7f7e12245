// /services (login required): what the platform offers colleges and companies, with the inquiry form.
import { useRef, useState } from 'react';
import { ArrowRight, Briefcase, Building2, Handshake, Presentation, Trophy, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { InquiryProgram } from '@robo/contracts';
import { InquiryForm } from '../../../components/inquiry/inquiry-form.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';

interface Service {
  icon: LucideIcon;
  title: string;
  audience: string;
  text: string;
  points: string[];
  program: InquiryProgram;
  link?: { to: string; label: string };
}

const SERVICES: Service[] = [
  {
    icon: Building2,
    title: 'Campus programmes',
    audience: 'Colleges and universities',
    text: 'Semester-long or intensive robotics training on your campus, run with your faculty.',
    points: ['ROS 2, simulation, vision and embedded labs', 'Capstone projects and certificates', 'Outcome reports for accreditation'],
    program: 'Innovation Campus',
    link: { to: '/campus-training', label: 'About the Campus Training Program' },
  },
  {
    icon: Presentation,
    title: 'Custom corporate training',
    audience: 'Engineering teams',
    text: 'Upskill engineers moving into robotics, from ROS 2 fundamentals to Nav2, MoveIt and perception pipelines.',
    points: ['Syllabus built around your stack', 'Online, on-site or hybrid', 'Hands-on assignments on the practice judge'],
    program: 'Innovation Mentor',
  },
  {
    icon: Briefcase,
    title: 'Hiring pipelines',
    audience: 'Robotics and automation employers',
    text: 'Meet learners who have proven their skills through roadmaps, challenges and real projects.',
    points: ['Shortlists based on projects and challenge results', 'Co-designed assessment problems', 'Internship and campus drives'],
    program: 'Sponsorship',
  },
  {
    icon: Trophy,
    title: 'Hackathons and challenges',
    audience: 'Companies and institutions',
    text: 'Design a hackathon or robotics challenge around a problem from your domain; we run it end to end.',
    points: ['Problem design and judging criteria', 'Registration, ticketing and leaderboards', 'Mentors and jury from our network'],
    program: 'Sponsorship',
  },
  {
    icon: Handshake,
    title: 'Sponsorships',
    audience: 'Brands and foundations',
    text: 'Support student innovators and reach India’s next generation of robotics engineers.',
    points: ['Brand visibility at events and on challenges', 'Speaking opportunities', 'Featured placement on the platform'],
    program: 'Sponsorship',
    link: { to: '/community-page', label: 'See Community Connect' },
  },
];

export default function ServicesPage() {
  const [program, setProgram] = useState<InquiryProgram | ''>('');
  const formSection = useRef<HTMLElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);

  function enquire(p: InquiryProgram) {
    setProgram(p);
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    formSection.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    nameInput.current?.focus({ preventScroll: true });
  }

  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-br from-brand-600/10 via-transparent to-accent-500/10 dark:border-slate-800">
        <Container className="py-14 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700 dark:text-brand-300">For institutions and industry</p>
          <h1 className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">Services</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
            Training, talent and events for colleges and companies building India&apos;s robotics workforce, powered by the same roadmaps,
            guides and practice judge our learners use every day.
          </p>
        </Container>
      </section>

      <Container className="py-12">
        <h2 className="sr-only">What we offer</h2>
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {SERVICES.map(({ icon: Icon, title, audience, text, points, program: p, link }) => (
            <li key={title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
              <Icon className="size-7 text-brand-600 dark:text-brand-300" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="text-sm font-medium text-slate-500 dark:text-slate-400">{audience}</p>
              <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{text}</p>
              <ul className="mt-3 flex-1 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
                {points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              <div className="mt-5 flex flex-wrap items-center gap-3">
                <Button variant="secondary" size="sm" onClick={() => enquire(p)} aria-label={`Enquire about ${title.toLowerCase()}`}>
                  Enquire <ArrowRight className="size-4" aria-hidden="true" />
                </Button>
                {link && (
                  <Link to={link.to} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
                    {link.label}
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      </Container>

      <section ref={formSection} id="inquiry" aria-labelledby="services-inquiry-heading" className="scroll-mt-24 bg-slate-50 py-14 dark:bg-slate-900/50">
        <Container>
          <div className="mx-auto max-w-3xl">
            <h2 id="services-inquiry-heading" className="text-3xl font-bold tracking-tight">Talk to us</h2>
            <p className="mb-6 mt-2 text-slate-600 dark:text-slate-400">Tell us what you need; our partnerships team replies within two working days.</p>
            <div className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8 dark:border-slate-800 dark:bg-slate-950">
              <InquiryForm program={program} onProgramChange={setProgram} nameRef={nameInput} />
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}
