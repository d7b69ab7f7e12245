// A code example with a copy button that confirms with "Copied!" for two seconds.
import { Check, Copy } from 'lucide-react';
import { useCopy } from '../hooks/use-copy.ts';

export function CodeBlock({ code, language }: { code: string; language: string }) {
  const { copied, copy } = useCopy();
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-slate-950 dark:border-slate-800">
      <div className="flex items-center justify-between border-b border-slate-800 px-4 py-1.5 text-xs text-slate-400">
        <span>{language}</span>
        <button type="button" onClick={() => void copy(code)} className="flex items-center gap-1 rounded px-2 py-1 hover:bg-slate-800 hover:text-slate-100" aria-label={copied ? 'Copied!' : `Copy ${language} code`}>
          {copied ? <Check className="size-3.5 text-emerald-400" aria-hidden="true" /> : <Copy className="size-3.5" aria-hidden="true" />}
          <span aria-live="polite">{copied ? 'Copied!' : 'Copy'}</span>
        </button>
      </div>
      <pre className="overflow-x-auto p-4 text-sm leading-relaxed text-slate-100"><code>{code}</code></pre>
    </div>
  );
}
