// Gallery view (spec §2.6): featured bots and the eight category tiles with real counts; a tile
// filters the gallery. Likes are real, one per user.
import { useState } from 'react';
import { Bot as BotIcon, Heart } from 'lucide-react';
import { BOT_CATEGORIES, type Bot, type BotCategory } from '@robo/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { cn } from '../../../lib/cn.ts';
import { useSession } from '../../../lib/session.tsx';
import { useBots } from '../api/get-bots.ts';
import { useLikeBot } from '../api/like-bot.ts';
import { LoadError } from './load-error.tsx';

function BotCard({ bot, onLike, pending }: { bot: Bot; onLike: () => void; pending: boolean }) {
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" data-testid="bot-card">
      <span className="self-start rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-800 dark:bg-indigo-900/50 dark:text-indigo-200">{bot.category}</span>
      <h3 className="mt-2 font-semibold text-slate-900 dark:text-slate-100">{bot.name}</h3>
      <p className="mt-2 flex-1 text-sm text-slate-600 dark:text-slate-400">{bot.description}</p>
      <div className="mt-4">
        <Button
          variant="secondary"
          size="sm"
          onClick={onLike}
          disabled={pending}
          aria-pressed={bot.liked}
          aria-label={`${bot.liked ? 'Unlike' : 'Like'} ${bot.name} (${bot.stats.likes} likes)`}
        >
          <Heart className={cn('size-4', bot.liked ? 'fill-rose-500 text-rose-500' : 'text-slate-500')} aria-hidden="true" />
          <span data-testid="like-count">{bot.stats.likes}</span>
        </Button>
      </div>
    </li>
  );
}

export function GalleryView() {
  const { user } = useSession();
  const [category, setCategory] = useState<BotCategory | null>(null);
  const bots = useBots(category, user?.id ?? null);
  const like = useLikeBot();
  const toast = useToast();

  const onLike = (bot: Bot) => {
    if (!user) {
      toast.warning('Please log in to like bots');
      return;
    }
    like.mutate(bot._id, { onError: (err) => toast.error('Could not save your like', err.message) });
  };

  if (bots.isPending) return <PageLoader label="Loading gallery..." />;
  if (bots.isError) return <LoadError onRetry={() => bots.refetch()} detail={bots.error.message} />;
  const { categories } = bots.data.data;
  const counts = new Map(categories.map((c) => [c.category, c.count]));
  const total = categories.reduce((n, c) => n + c.count, 0);

  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">Bot Gallery</h1>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">Featured robot designs from the community. Pick a category to filter the gallery.</p>

      <section aria-label="Categories" className="mt-6">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {BOT_CATEGORIES.map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={category === c}
              onClick={() => setCategory(category === c ? null : c)}
              className={cn(
                'rounded-xl border p-3 text-left transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
                category === c
                  ? 'border-brand-500 bg-brand-50 dark:border-brand-400 dark:bg-indigo-950/50'
                  : 'border-slate-200 bg-white hover:bg-slate-50 dark:border-slate-800 dark:bg-slate-900 dark:hover:bg-slate-800',
              )}
            >
              <span className="block text-sm font-semibold text-slate-900 dark:text-slate-100">{c}</span>
              <span className="text-xs text-slate-500 dark:text-slate-400">{counts.get(c) ?? 0} {(counts.get(c) ?? 0) === 1 ? 'bot' : 'bots'}</span>
            </button>
          ))}
        </div>
        {category && (
          <Button variant="ghost" size="sm" className="mt-3" onClick={() => setCategory(null)}>Show all {total} bots</Button>
        )}
      </section>

      <section aria-label="Featured bots" className={cn('mt-6', bots.isPlaceholderData && 'opacity-60')}>
        <h2 className="sr-only">{category ? `${category} bots` : 'Featured bots'}</h2>
        {bots.data.data.bots.length === 0 ? (
          <EmptyState icon={<BotIcon className="size-10" />} title={category ? `No ${category.toLowerCase()} bots yet` : 'No bots yet'} description="Featured designs will appear here." />
        ) : (
          <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {bots.data.data.bots.map((b) => (
              <BotCard key={b._id} bot={b} onLike={() => onLike(b)} pending={like.isPending && like.variables === b._id} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
