// The three Community Connect programmes and the sponsorship benefits (spec part 1 §2.7).
import { Building2, GraduationCap, Lightbulb, type LucideIcon } from 'lucide-react';
import type { InquiryProgram } from '@robo/contracts';

export interface Programme {
  name: Exclude<InquiryProgram, 'Sponsorship'>;
  icon: LucideIcon;
  audience: string;
  summary: string;
  points: string[];
}

export const PROGRAMMES: Programme[] = [
  {
    name: 'Innovation Mentor',
    icon: Lightbulb,
    audience: 'For industry experts and researchers',
    summary: 'Guide the next generation of robotics builders with the experience you already have.',
    points: [
      'Share your expertise with student teams',
      '1-on-1 sessions with founders and students',
      'Lead hands-on workshops',
      'Be featured as an expert on the platform',
      'Join a community of fellow mentors',
    ],
  },
  {
    name: 'Innovation Campus',
    icon: Building2,
    audience: 'For colleges and universities',
    summary: 'Bring a complete robotics innovation programme to your campus.',
    points: [
      'Innovation programmes for colleges',
      'Hackathons and ideathons',
      'Expert sessions from industry',
      'AI tools for students and faculty',
      'Certificate programmes',
      'Campus ambassador programme',
    ],
  },
  {
    name: 'Innovation Champion',
    icon: GraduationCap,
    audience: 'For students who build',
    summary: 'Join a student community of 10,000+ innovators and grow from idea to prototype.',
    points: [
      'A student community of builders',
      'Premium resources and AI tools',
      'National competitions',
      'Mentorship from practitioners',
      'Networking with startups and investors',
      'Workshops and certifications',
      'Early access to new features',
    ],
  },
];

export const SPONSORSHIP_BENEFITS: { title: string; text: string }[] = [
  { title: 'Brand visibility', text: 'Your brand on events, challenge pages and certificates seen by students across India.' },
  { title: 'Access to talent', text: 'Meet skilled robotics and AI students early, through their real projects and results.' },
  { title: 'Speaking opportunities', text: 'Keynotes, panels and technical talks at our workshops and summits.' },
  { title: 'Co-branded challenges and hackathons', text: 'Set a problem from your domain and see hundreds of teams attempt it.' },
  { title: 'Featured placement', text: 'A featured spot on the platform and in our newsletter.' },
  { title: 'Engagement with our innovators', text: 'Ongoing contact with a growing base of student builders and mentors.' },
];

/** Marketing figures given by the product owner (spec part 1 §1), not live platform counts. */
export const REACH_FIGURES: { value: string; label: string }[] = [
  { value: '50,000+', label: 'Innovators and entrepreneurs reached' },
  { value: '100+', label: 'Partner colleges' },
  { value: '500+', label: 'Workshops conducted' },
  { value: '1,000+', label: 'Ideas generated' },
];
