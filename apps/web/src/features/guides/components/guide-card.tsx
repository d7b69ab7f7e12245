// A guide in a list: badges, title linking to the guide, counters and a like button.
import { Clock, Eye, Heart } from 'lucide-react';
import { Link } from 'react-router';
import type { GuideSummary } from '@robo/contracts';
import { cn } from '../../../lib/cn.ts';
import { useLikeGuide } from '../api/like-guide.ts';
import { CATEGORY_BADGE, CATEGORY_LABELS, DIFFICULTY_BADGE } from './labels.ts';

export function GuideCard({ guide }: { guide: GuideSummary }) {
  const like = useLikeGuide();
  return (
    <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap gap-2 text-xs font-medium">
        <span className={cn('rounded-full px-2.5 py-0.5', CATEGORY_BADGE)}>{CATEGORY_LABELS[guide.category]}</span>
        <span className={cn('rounded-full px-2.5 py-0.5', DIFFICULTY_BADGE[guide.difficulty])}>{guide.difficulty}</span>
      </div>
      <h3 className="mt-3 text-lg font-semibold leading-snug">
        <Link to={`/roboguide/guide/${guide._id}`} className="hover:text-brand-600 dark:hover:text-brand-400">{guide.title}</Link>
      </h3>
      <p className="mt-2 line-clamp-3 flex-1 text-sm text-slate-600 dark:text-slate-400">{guide.description}</p>
      <div className="mt-4 flex items-center justify-between text-sm text-slate-500 dark:text-slate-400">
        <span className="flex items-center gap-3">
          <span className="flex items-center gap-1"><Clock className="size-4" aria-hidden="true" />{guide.estimatedTime ?? 'N/A'}</span>
          <span className="flex items-center gap-1" title="Views"><Eye className="size-4" aria-hidden="true" /><span className="sr-only">Views</span>{guide.views}</span>
        </span>
        <button
          type="button"
          onClick={() => like.mutate(guide._id)}
          disabled={like.isPending}
          aria-label={`Like ${guide.title} (${guide.likes} likes)`}
          className="flex items-center gap-1 rounded-md px-2 py-1 hover:bg-rose-50 hover:text-rose-600 disabled:opacity-60 dark:hover:bg-rose-500/10"
        >
          <Heart className={cn('size-4', like.isSuccess && 'fill-rose-500 text-rose-500')} aria-hidden="true" />
          {guide.likes}
        </button>
      </div>
    </article>
  );
}
