// Landing page (/ and /home): hero, learning topics, featured roadmaps, popular guides, upcoming
// events, contests and the challenge arena. Every figure comes from the API; each section has its
// own empty state.
import { ArrowRight, Calendar, Clock, Code2, Eye, Heart, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { buttonLinkClass } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { formatPaise } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.tsx';
import { useHomeEvents } from '../api/get-home-events.ts';
import { useHomeGuides } from '../api/get-home-guides.ts';
import { useHomeRoadmaps } from '../api/get-home-roadmaps.ts';
import { useHomeTopics } from '../api/get-home-topics.ts';
import { ContestTile } from '../components/contest-tile.tsx';
import { HomeSection } from '../components/home-section.tsx';

const card = 'group flex flex-col rounded-2xl border border-slate-200 p-5 transition hover:border-brand-400 hover:shadow-lg dark:border-slate-800 dark:hover:border-brand-500';
const eventDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

export default function HomePage() {
  const { user } = useSession();
  const topics = useHomeTopics();
  const roadmaps = useHomeRoadmaps();
  const guides = useHomeGuides();
  const events = useHomeEvents();

  return (
    <>
      <section className="relative overflow-hidden">
        <div className="absolute inset-0 -z-10 bg-gradient-to-br from-brand-600/15 via-transparent to-accent-500/10" aria-hidden="true" />
        <Container className="py-16 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-600 dark:text-brand-400">
            {user ? `Welcome back, ${user.name.split(' ')[0]}` : 'Robotics learning for India'}
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">Learn robotics by building. Land the career you want.</h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
            Follow a career roadmap, read practical guides, practise on a real online judge and meet the community at events.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/roadmaps" className={buttonLinkClass('primary', 'lg')}>
              Explore roadmaps <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <Link to="/roboguide" className={buttonLinkClass('secondary', 'lg')}>Browse guides</Link>
          </div>
        </Container>
      </section>

      <HomeSection title="Learning topics" subtitle="From ROS 2 to reinforcement learning" more={{ label: 'All topics', to: '/learning' }} query={topics} empty={{ title: 'No topics yet' }}>
        {(list) => (
          <ul className="flex flex-wrap gap-2">
            {list.map((t) => (
              <li key={t.slug}>
                <Link to={`/learning/${t.slug}`} title={t.summary} className="inline-block rounded-full border border-slate-200 px-4 py-2 text-sm hover:border-brand-400 hover:text-brand-600 dark:border-slate-700 dark:hover:text-brand-400">
                  {t.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </HomeSection>

      <HomeSection title="Career roadmaps" subtitle="Week-by-week plans with lifetime access" more={{ label: 'All roadmaps', to: '/roadmaps' }} query={roadmaps} empty={{ title: 'No roadmaps yet' }}>
        {(list) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.slice(0, 3).map((r) => (
              <li key={r.slug}>
                <Link to={`/roadmap/${r.slug}`} className={card}>
                  <h3 className="font-semibold group-hover:text-brand-600 dark:group-hover:text-brand-400">{r.title}</h3>
                  <p className="mt-1 line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{r.subtitle}</p>
                  <p className="mt-4 flex items-center gap-3 text-xs text-slate-500 dark:text-slate-400">
                    <span className="inline-flex items-center gap-1"><Clock className="size-3.5" aria-hidden="true" /> {r.months} months</span>
                    <span>{r.weekCount} weeks</span>
                    <span className="ml-auto font-semibold text-slate-900 dark:text-slate-100">{r.owned ? 'Owned' : formatPaise(r.pricePaise)}</span>
                  </p>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </HomeSection>

      <HomeSection title="Popular guides" subtitle="Most viewed and liked" more={{ label: 'All guides', to: '/roboguide' }} query={guides} empty={{ title: 'No guides yet' }}>
        {(list) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((g) => (
              <li key={g._id}>
                <Link to={`/roboguide/guide/${g._id}`} className={card}>
                  <span className="text-xs font-medium uppercase tracking-wide text-brand-600 dark:text-brand-400">{g.category} · {g.difficulty}</span>
                  <h3 className="mt-2 font-semibold group-hover:text-brand-600 dark:group-hover:text-brand-400">{g.title}</h3>
                  <p className="mt-1 line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{g.description}</p>
                  <p className="mt-4 flex gap-4 text-xs text-slate-500 dark:text-slate-400">
                    <span className="inline-flex items-center gap-1"><Eye className="size-3.5" aria-hidden="true" /> {g.views} views</span>
                    <span className="inline-flex items-center gap-1"><Heart className="size-3.5" aria-hidden="true" /> {g.likes} likes</span>
                  </p>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </HomeSection>

      <HomeSection title="Upcoming events" subtitle="Workshops, meetups and competitions" more={{ label: 'All events', to: '/events' }} query={events} empty={{ title: 'No upcoming events', description: 'New workshops and meetups are announced every month.' }}>
        {(list) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((e) => (
              <li key={e._id}>
                <Link to={`/events/${e._id}`} className={card}>
                  <span className="text-xs font-medium uppercase tracking-wide text-brand-600 dark:text-brand-400">{e.category}</span>
                  <h3 className="mt-2 font-semibold group-hover:text-brand-600 dark:group-hover:text-brand-400">{e.title}</h3>
                  <p className="mt-3 flex flex-col gap-1 text-xs text-slate-500 dark:text-slate-400">
                    <span className="inline-flex items-center gap-1"><Calendar className="size-3.5" aria-hidden="true" /> {eventDate.format(new Date(e.startDate))} IST</span>
                    <span className="inline-flex items-center gap-1"><MapPin className="size-3.5" aria-hidden="true" /> {e.location.city || 'Online'}</span>
                  </p>
                  <p className="mt-3 text-sm font-semibold">{e.ticketPrice > 0 ? formatPaise(e.ticketPrice) : 'Free'}</p>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </HomeSection>

      <section aria-labelledby="arena" className="py-10">
        <Container>
          <h2 id="arena" className="text-2xl font-bold tracking-tight">Compete and practise</h2>
          <div className="mt-6 grid gap-4 md:grid-cols-2">
            <ContestTile />
            <div className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
              <Code2 className="size-8 text-brand-600 dark:text-brand-400" aria-hidden="true" />
              <h3 className="mt-3 font-semibold">Practice and weekly challenges</h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                Robotics problems in C, C++ and Python (odometry, PID, path planning, filters), judged in a real sandbox, and
                weekly challenge tasks that earn points on the leaderboard.
              </p>
              <div className="mt-4 flex flex-wrap gap-3">
                <Link to="/practice" className={buttonLinkClass('primary', 'sm')}>Start practising</Link>
                <Link to="/practice/robotics-challenge" className={buttonLinkClass('secondary', 'sm')}>Weekly challenges</Link>
                <Link to="/leaderboard" className={buttonLinkClass('secondary', 'sm')}>Leaderboard</Link>
              </div>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}
