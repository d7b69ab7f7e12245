// One challenge's checklist: loads it with my completions, keeps the ticks locally and earns points
// on the server when a task is ticked (spec §4).
import { useState } from 'react';
import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { buttonLinkClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useSession } from '../../../lib/session.tsx';
import { useChallenge } from '../api/get-challenge.ts';
import { useCompleteQuestion } from '../api/complete-question.ts';
import { useChecklist } from '../hooks/use-checklist.ts';
import { ARENA_BASE } from './arena-layout.tsx';
import { ChecklistView } from './checklist-view.tsx';
import { LoadError } from './load-error.tsx';

export function ArenaNotFound({ what = 'This page' }: { what?: string }) {
  return (
    <EmptyState
      icon={<SearchX className="size-10" />}
      title={`${what} was not found`}
      description="It may have been renamed. The challenges, leaderboard, tournaments and gallery are all reachable from the arena."
      action={<Link to={ARENA_BASE} className={buttonLinkClass('secondary')}>Back to the challenges</Link>}
    />
  );
}

export function ChallengeChecklist({ slug }: { slug: string }) {
  const { user, isLoggedIn } = useSession();
  const userId = user?.id ?? null;
  const challenge = useChallenge(slug, userId);
  const { checked, set } = useChecklist(challenge.data?.data, userId);
  const complete = useCompleteQuestion();
  const toast = useToast();
  const [pendingId, setPendingId] = useState<string | null>(null);

  if (challenge.isPending) return <PageLoader label="Loading challenge..." />;
  if (challenge.isError) {
    if ((challenge.error as { status?: number }).status === 404) return <ArenaNotFound what="This challenge" />;
    return <LoadError onRetry={() => challenge.refetch()} />;
  }

  const onToggle = (questionId: string, on: boolean) => {
    if (!on) {
      // Spec §4: unchecking only removes the tick here; points already earned stay earned.
      set(questionId, false);
      return;
    }
    set(questionId, true);
    setPendingId(questionId);
    complete.mutate(
      { slug: challenge.data.data.slug, questionId },
      {
        onSuccess: (answer) => {
          const { awarded, questionPoints, entry } = answer.data;
          if (awarded) toast.success(`+${questionPoints} points`, `You now have ${entry.totalPoints} points${entry.rank ? ` and rank #${entry.rank}` : ''}.`);
          else toast.info('Already counted', 'You earned the points for this task before: no new points.');
        },
        onError: (err) => {
          set(questionId, false);
          toast.error('Could not record this task', err.message);
        },
        onSettled: () => setPendingId(null),
      },
    );
  };

  return <ChecklistView challenge={challenge.data.data} checked={checked} isLoggedIn={isLoggedIn} pendingId={pendingId} onToggle={onToggle} />;
}
