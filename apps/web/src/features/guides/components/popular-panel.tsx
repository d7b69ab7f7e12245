// Side panel with the five most popular guides (spec §9).
import { Eye, Flame } from 'lucide-react';
import { Link } from 'react-router';
import { GUIDES_POPULAR_PANEL } from '@robo/contracts';
import { usePopularGuides } from '../api/get-popular-guides.ts';

export function PopularPanel() {
  const popular = usePopularGuides(GUIDES_POPULAR_PANEL);
  return (
    <section aria-labelledby="popular-heading" className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
      <h2 id="popular-heading" className="flex items-center gap-2 font-semibold"><Flame className="size-4 text-orange-500" aria-hidden="true" /> Popular guides</h2>
      {popular.isPending && <p className="mt-3 text-sm text-slate-500">Loading...</p>}
      {popular.isError && <p className="mt-3 text-sm text-slate-500">Popular guides are unavailable right now.</p>}
      {popular.data && (
        <ol className="mt-3 space-y-3">
          {popular.data.data.slice(0, GUIDES_POPULAR_PANEL).map((g, i) => (
            <li key={g._id} className="flex gap-3 text-sm">
              <span className="font-bold text-slate-400" aria-hidden="true">{i + 1}</span>
              <span>
                <Link to={`/roboguide/guide/${g._id}`} className="font-medium hover:text-brand-600 dark:hover:text-brand-400">{g.title}</Link>
                <span className="mt-0.5 flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400"><Eye className="size-3" aria-hidden="true" />{g.views} views · {g.likes} likes</span>
              </span>
            </li>
          ))}
        </ol>
      )}
      <Link to="/roboguide/popular" className="mt-4 inline-block text-sm font-medium text-brand-600 hover:underline dark:text-brand-400">See all popular guides</Link>
    </section>
  );
}
