// Landing page. The catalogue-fed sections (featured roadmaps, guides, events, contests) join as
// their features land; until then it shows only what is real.
import { ArrowRight, BookOpen, Calendar, Code2, Map } from 'lucide-react';
import { Link } from 'react-router';
import { buttonLinkClass } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { useSession } from '../../../lib/session.tsx';

const PILLARS = [
  { icon: Map, title: 'Career roadmaps', text: 'Week-by-week plans for mobile robotics, AI, autonomous vehicles, industrial automation and IoT.', to: '/roadmap/mobile-Robotics' },
  { icon: BookOpen, title: 'Hands-on guides', text: 'ROS 2, SLAM, OpenCV and hardware guides with code you can run today.', to: '/roboguide' },
  { icon: Code2, title: 'Coding practice', text: 'Robotics-flavoured problems in C, C++ and Python, judged in a real sandbox.', to: '/practice' },
  { icon: Calendar, title: 'Events', text: 'Workshops, meetups and competitions across India and online.', to: '/events' },
];

export default function HomePage() {
  const { user } = useSession();
  return (
    <>
      <section className="relative overflow-hidden">
        <div className="absolute inset-0 -z-10 bg-gradient-to-br from-brand-600/15 via-transparent to-accent-500/10" aria-hidden="true" />
        <Container className="py-20 sm:py-28">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-600 dark:text-brand-400">
            {user ? `Welcome back, ${user.name.split(' ')[0]}` : 'Robotics learning for India'}
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">
            Learn robotics by building. Land the career you want.
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
            Follow a career roadmap, read practical guides, practise on a real online judge and meet the community at events.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/roadmap/mobile-Robotics" className={buttonLinkClass('primary', 'lg')}>
              Start a roadmap <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <Link to="/roboguide" className={buttonLinkClass('secondary', 'lg')}>Browse guides</Link>
          </div>
        </Container>
      </section>
      <Container className="py-12">
        <h2 className="text-2xl font-bold tracking-tight">Everything you need in one place</h2>
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PILLARS.map(({ icon: Icon, title, text, to }) => (
            <Link key={title} to={to} className="group rounded-2xl border border-slate-200 p-6 transition hover:border-brand-400 hover:shadow-lg dark:border-slate-800 dark:hover:border-brand-500">
              <Icon className="size-8 text-brand-600 dark:text-brand-400" aria-hidden="true" />
              <h3 className="mt-4 font-semibold group-hover:text-brand-600 dark:group-hover:text-brand-400">{title}</h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{text}</p>
            </Link>
          ))}
        </div>
      </Container>
    </>
  );
}
