// The outcome of a run or submission: verdict, passed tests, runtime and memory, diagnostics or output.
import { AlertTriangle, CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import type { JudgeState } from '../hooks/use-judge.ts';
import { verdictText } from '../lib/code-checks.ts';

const TONE = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-200',
  error: 'border-rose-300 bg-rose-50 text-rose-900 dark:border-rose-500/40 dark:bg-rose-500/10 dark:text-rose-200',
  warning: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200',
};

function formatMemory(kb: number): string {
  return kb >= 1024 ? `${(kb / 1024).toFixed(1)} MB` : `${kb} KB`;
}

export function ResultPanel({ state }: { state: JudgeState }) {
  if (state.phase === 'idle') return null;
  if (state.phase === 'error') {
    return (
      <div role="alert" className={cn('flex items-start gap-2 rounded-lg border p-4 text-sm', TONE.error)}>
        <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {state.message}
      </div>
    );
  }
  if (state.phase === 'working') {
    const running = state.submission?.status === 'running';
    return (
      <div role="status" className="flex items-center gap-2 rounded-lg border border-slate-200 p-4 text-sm dark:border-slate-800">
        <Loader2 className="size-4 animate-spin text-brand-500" aria-hidden="true" />
        {running ? 'Running your code…' : state.mode === 'submit' ? 'Submitting… waiting for the judge' : 'Queued… waiting for the judge'}
      </div>
    );
  }
  const s = state.submission;
  const text = verdictText(s.status, state.mode, state.custom);
  const Icon = text.tone === 'success' ? CheckCircle2 : text.tone === 'warning' ? AlertTriangle : XCircle;
  return (
    <section aria-label="Result" className={cn('rounded-lg border p-4 text-sm', TONE[text.tone])}>
      <h3 className="flex items-center gap-2 text-base font-semibold">
        <Icon className="size-5" aria-hidden="true" /> {text.title}
      </h3>
      <p className="mt-1">{text.message}</p>
      {s.status !== 'compilation_error' && s.totalTestCases > 0 && !state.custom && (
        <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
          <div>
            <dt className="text-xs opacity-75">Tests passed</dt>
            <dd className="font-semibold">{s.testCasesPassed} / {s.totalTestCases}</dd>
          </div>
          {s.runtime !== null && (
            <div>
              <dt className="text-xs opacity-75">Runtime</dt>
              <dd className="font-semibold">{s.runtime} ms</dd>
            </div>
          )}
          {s.memory !== null && (
            <div>
              <dt className="text-xs opacity-75">Memory</dt>
              <dd className="font-semibold">{formatMemory(s.memory)}</dd>
            </div>
          )}
          {s.beats !== null && (
            <div>
              <dt className="text-xs opacity-75">Faster than</dt>
              <dd className="font-semibold">{s.beats}% of accepted</dd>
            </div>
          )}
        </dl>
      )}
      {state.custom && s.status === 'accepted' && (
        <div className="mt-3">
          <h4 className="text-xs font-semibold uppercase opacity-75">Output</h4>
          <pre className="mt-1 max-h-64 overflow-auto rounded bg-white/70 p-3 font-mono text-xs text-slate-900 dark:bg-slate-950/60 dark:text-slate-100">{s.output || '(no output)'}</pre>
          {s.runtime !== null && <p className="mt-1 text-xs opacity-75">{s.runtime} ms · {s.memory !== null ? formatMemory(s.memory) : ''}</p>}
        </div>
      )}
      {s.errorMessage && (
        <div className="mt-3">
          <h4 className="text-xs font-semibold uppercase opacity-75">{s.status === 'compilation_error' ? 'Compiler output' : 'Details'}</h4>
          <pre className="mt-1 max-h-72 overflow-auto whitespace-pre-wrap rounded bg-white/70 p-3 font-mono text-xs text-slate-900 dark:bg-slate-950/60 dark:text-slate-100">{s.errorMessage}</pre>
        </div>
      )}
    </section>
  );
}
