// A disclosure list where at most one item is open: clicking the open item closes it. Each header
// is a real button with aria-expanded/aria-controls; each panel is a labelled region.
import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export interface AccordionItem {
  question: string;
  answer: ReactNode;
}

export function Accordion({ items, headingLevel = 3, defaultOpen = null, className }: { items: AccordionItem[]; headingLevel?: 2 | 3 | 4; defaultOpen?: number | null; className?: string }) {
  const [open, setOpen] = useState<number | null>(defaultOpen);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cn('divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800', className)}>
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question}>
            <Heading className="m-0">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold hover:bg-slate-50 dark:hover:bg-slate-900"
              >
                {item.question}
                <ChevronDown className={cn('size-5 shrink-0 text-slate-500 transition-transform dark:text-slate-400', expanded && 'rotate-180')} aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} className="px-5 pb-5 text-sm leading-relaxed text-slate-600 dark:text-slate-300">
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
