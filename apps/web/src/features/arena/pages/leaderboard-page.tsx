// /leaderboard (login required, spec §2.1): the arena's leaderboard view.
import { ArenaLayout } from '../components/arena-layout.tsx';
import { LeaderboardView } from '../components/leaderboard-view.tsx';

export default function LeaderboardPage() {
  return (
    <ArenaLayout section="leaderboard">
      <LeaderboardView />
    </ArenaLayout>
  );
}
