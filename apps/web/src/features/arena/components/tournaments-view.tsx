// Tournaments view (spec §2.6, §4, §5, §8): active ones can be joined (Joined once I am in), upcoming
// ones show Coming Soon; guests are asked to log in.
import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarDays, Swords, Users } from 'lucide-react';
import { ARENA_MESSAGES, type Tournament } from '@robo/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useSession } from '../../../lib/session.tsx';
import { useTournaments } from '../api/get-tournaments.ts';
import { useJoinTournament } from '../api/join-tournament.ts';
import { LoadError } from './load-error.tsx';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

type Notice = { tone: 'success' | 'error'; text: string; login?: boolean } | null;

function TournamentCard({ t, onJoin, joining, notice }: { t: Tournament; onJoin: () => void; joining: boolean; notice: Notice }) {
  const full = t.participantCount >= t.maxParticipants;
  const headingId = `tournament-${t._id}`;
  return (
    <li aria-labelledby={headingId} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="font-semibold text-slate-900 dark:text-slate-100">{t.title}</h3>
        <span
          className={
            t.status === 'active'
              ? 'shrink-0 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200'
              : 'shrink-0 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-800 dark:bg-sky-900/50 dark:text-sky-200'
          }
        >
          {t.status === 'active' ? 'Active' : 'Upcoming'}
        </span>
      </div>
      <p className="mt-2 flex-1 text-sm text-slate-600 dark:text-slate-400">{t.description}</p>
      <dl className="mt-4 space-y-1 text-sm text-slate-600 dark:text-slate-400">
        <div className="flex items-center gap-2">
          <CalendarDays className="size-4" aria-hidden="true" />
          <dt className="sr-only">Dates</dt>
          <dd>{dateFormat.format(new Date(t.startDate))} – {dateFormat.format(new Date(t.endDate))}</dd>
        </div>
        <div className="flex items-center gap-2">
          <Users className="size-4" aria-hidden="true" />
          <dt className="sr-only">Participants</dt>
          <dd data-testid="participants">{t.participantCount} / {t.maxParticipants} participants</dd>
        </div>
      </dl>
      <div className="mt-4">
        {t.status === 'upcoming' ? (
          <Button variant="secondary" disabled className="w-full">Coming Soon</Button>
        ) : t.joined ? (
          <Button variant="secondary" disabled className="w-full">Joined</Button>
        ) : (
          <Button className="w-full" onClick={onJoin} loading={joining} disabled={full}>{full ? 'Full' : 'Join'}</Button>
        )}
      </div>
      {notice && (
        <p role={notice.tone === 'error' ? 'alert' : 'status'} className={notice.tone === 'error' ? 'mt-2 text-sm text-rose-700 dark:text-rose-300' : 'mt-2 text-sm text-emerald-700 dark:text-emerald-300'}>
          {notice.text}
          {notice.login && <> <Link to="/login" className="font-semibold underline underline-offset-2">Log in</Link></>}
        </p>
      )}
    </li>
  );
}

export function TournamentsView() {
  const { user } = useSession();
  const tournaments = useTournaments(user?.id ?? null);
  const join = useJoinTournament();
  const toast = useToast();
  const [notices, setNotices] = useState<Record<string, Notice>>({});
  const [joiningId, setJoiningId] = useState<string | null>(null);

  const onJoin = (t: Tournament) => {
    if (!user) {
      setNotices((n) => ({ ...n, [t._id]: { tone: 'error', text: ARENA_MESSAGES.loginToJoin, login: true } }));
      toast.error(ARENA_MESSAGES.loginToJoin);
      return;
    }
    setJoiningId(t._id);
    join.mutate(
      { id: t._id, user },
      {
        onSuccess: () => {
          setNotices((n) => ({ ...n, [t._id]: { tone: 'success', text: ARENA_MESSAGES.joined } }));
          toast.success(ARENA_MESSAGES.joined);
        },
        onError: (err) => {
          const text = err.message || ARENA_MESSAGES.joinFailed;
          setNotices((n) => ({ ...n, [t._id]: { tone: 'error', text } }));
          toast.error(ARENA_MESSAGES.joinFailed, text === ARENA_MESSAGES.joinFailed ? undefined : text);
        },
        onSettled: () => setJoiningId(null),
      },
    );
  };

  if (tournaments.isPending) return <PageLoader label="Loading tournaments..." />;
  if (tournaments.isError) return <LoadError onRetry={() => tournaments.refetch()} detail={tournaments.error.message} />;
  const list = tournaments.data.data;
  const active = list.filter((t) => t.status === 'active');
  const upcoming = list.filter((t) => t.status === 'upcoming');

  const section = (title: string, items: Tournament[], empty: string) => (
    <section aria-label={title} className="mt-8">
      <h2 className="text-xl font-semibold text-slate-900 dark:text-slate-100">{title} <span className="text-base font-normal text-slate-600 dark:text-slate-400">({items.length})</span></h2>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">{empty}</p>
      ) : (
        <ul className="mt-4 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {items.map((t) => (
            <TournamentCard key={t._id} t={t} onJoin={() => onJoin(t)} joining={joiningId === t._id} notice={notices[t._id] ?? null} />
          ))}
        </ul>
      )}
    </section>
  );

  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">Tournaments</h1>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">Compete with robots you build or program. Join an active tournament; upcoming ones open on their start date.</p>
      {list.length === 0 ? (
        <div className="mt-6"><EmptyState icon={<Swords className="size-10" />} title="No tournaments right now" description="New tournaments are announced here. Check back soon." /></div>
      ) : (
        <>
          {section('Active tournaments', active, 'No tournament is running at the moment.')}
          {section('Upcoming tournaments', upcoming, 'Nothing is scheduled yet.')}
        </>
      )}
    </div>
  );
}
