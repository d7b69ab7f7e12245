// Getting-started tips: the first three (spec §9).
import { Lightbulb } from 'lucide-react';
import { GUIDES_TIPS_SHOWN } from '@robo/contracts';
import { useGuideTips } from '../api/get-guide-tips.ts';

export function Tips() {
  const tips = useGuideTips();
  if (!tips.data?.data.length) return null;
  return (
    <section aria-labelledby="tips-heading" className="rounded-2xl border border-amber-200 bg-amber-50 p-5 dark:border-amber-500/20 dark:bg-amber-500/5">
      <h2 id="tips-heading" className="flex items-center gap-2 font-semibold"><Lightbulb className="size-4 text-amber-500" aria-hidden="true" /> Getting started</h2>
      <ul className="mt-3 space-y-3">
        {tips.data.data.slice(0, GUIDES_TIPS_SHOWN).map((tip) => (
          <li key={tip.title} className="text-sm">
            <p className="font-medium">{tip.title}</p>
            <p className="mt-0.5 text-slate-600 dark:text-slate-400">{tip.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
