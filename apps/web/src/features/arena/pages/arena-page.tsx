// /practice/robotics-challenge[/{slug}] and /botarena/robotics-challenge: the slug picks the view
// (spec §2.6): none or robotics-challenge → overview; leaderboard, tournaments, gallery; any other
// slug → that challenge's checklist (or not found).
import { useParams } from 'react-router';
import { ArenaLayout, type ArenaSection } from '../components/arena-layout.tsx';
import { ChallengeChecklist } from '../components/challenge-checklist.tsx';
import { ChallengeOverview } from '../components/challenge-overview.tsx';
import { GalleryView } from '../components/gallery-view.tsx';
import { LeaderboardView } from '../components/leaderboard-view.tsx';
import { TournamentsView } from '../components/tournaments-view.tsx';
import { ArenaNotFound } from '../components/challenge-checklist.tsx';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export default function ArenaPage() {
  const { slug = 'robotics-challenge' } = useParams();
  let section: ArenaSection | null = 'challenges';
  let body;
  if (slug === 'robotics-challenge') body = <ChallengeOverview />;
  else if (slug === 'leaderboard') [section, body] = ['leaderboard', <LeaderboardView />];
  else if (slug === 'tournaments') [section, body] = ['tournaments', <TournamentsView />];
  else if (slug === 'gallery') [section, body] = ['gallery', <GalleryView />];
  else if (SLUG.test(slug)) body = <ChallengeChecklist key={slug} slug={slug} />;
  else [section, body] = [null, <ArenaNotFound />];
  return <ArenaLayout section={section}>{body}</ArenaLayout>;
}
