// /community (login required): the hub that points a learner to every community activity.
import { ArrowRight, Calendar, FolderGit2, GitPullRequest, GraduationCap, Handshake, MessageSquareHeart, Trophy, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '../../../components/ui/container.tsx';
import { useSession } from '../../../lib/session.tsx';

interface HubLink {
  to: string;
  title: string;
  text: string;
  icon: LucideIcon;
  cta: string;
}

const HUB_LINKS: HubLink[] = [
  { to: '/community-page', title: 'Community Connect programmes', text: 'Become an Innovation Mentor, bring Innovation Campus to your college or join the Innovation Champion student community.', icon: Handshake, cta: 'Explore programmes' },
  { to: '/events', title: 'Events', text: 'Workshops, meetups, hackathons and webinars across India and online. Register and keep your tickets in one place.', icon: Calendar, cta: 'Browse events' },
  { to: '/leaderboard', title: 'Leaderboard', text: 'See who is leading the robotics challenges and where you stand after this week’s questions.', icon: Trophy, cta: 'View leaderboard' },
  { to: '/contribution', title: 'Contribution programme', text: 'Write guides, review content, mentor newcomers or build tools, and get credited for it.', icon: GitPullRequest, cta: 'Start contributing' },
  { to: '/projects', title: 'Project showcase', text: 'Publish what you built, with the repository and a demo, and see what other learners are building.', icon: FolderGit2, cta: 'See projects' },
  { to: '/campus-training', title: 'Campus Training Program', text: 'Hands-on robotics training for your whole college, from ROS 2 to computer vision, run with your faculty.', icon: GraduationCap, cta: 'About campus training' },
];

export default function CommunityHubPage() {
  const { user } = useSession();
  const firstName = user?.name.split(' ')[0];
  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-br from-brand-600/10 via-transparent to-accent-500/10 dark:border-slate-800">
        <Container className="py-14 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700 dark:text-brand-300">{firstName ? `Hi ${firstName}, welcome to` : 'Welcome to'}</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">The RoboAcademy community</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
            Learn with others: compete in challenges, meet people at events, show your projects and help the next learner along.
          </p>
        </Container>
      </section>
      <Container className="py-12">
        <h2 className="sr-only">Community activities</h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {HUB_LINKS.map(({ to, title, text, icon: Icon, cta }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-400 hover:shadow-lg dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-500"
              >
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-600/10 text-brand-600 dark:bg-brand-400/10 dark:text-brand-300" aria-hidden="true">
                  <Icon className="size-5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold group-hover:text-brand-700 dark:group-hover:text-brand-300">{title}</h3>
                <p className="mt-2 flex-1 text-sm text-slate-600 dark:text-slate-400">{text}</p>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 dark:text-brand-300">
                  {cta} <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-col items-start gap-4 rounded-2xl border border-slate-200 p-6 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
          <div className="flex gap-3">
            <MessageSquareHeart className="mt-0.5 size-6 shrink-0 text-accent-500" aria-hidden="true" />
            <div>
              <h2 className="font-semibold">Tell us what the community needs</h2>
              <p className="text-sm text-slate-600 dark:text-slate-400">Ideas for events, guides or features go straight to the team.</p>
            </div>
          </div>
          <Link to="/feedback" className="shrink-0 rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800">
            Send feedback
          </Link>
        </div>
      </Container>
    </>
  );
}
