// /practice/{language}/problem/{problemId}: statement and hints, the editor with per-language templates,
// Run Code (examples or a custom input) and Submit, and the verdict polled every second.
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, CheckCircle2, Loader2, Play, RotateCcw, Send } from 'lucide-react';
import { CODE_LANGUAGES, type CodeLanguage, type ProblemDetail } from '@robo/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useProblem } from '../api/get-problem.ts';
import { DifficultyBadge } from '../components/difficulty-badge.tsx';
import { ResultPanel } from '../components/result-panel.tsx';
import { RichText } from '../components/rich-text.tsx';
import { SubmissionHistory } from '../components/submission-history.tsx';
import { useJudge } from '../hooks/use-judge.ts';
import { PRACTICE_UI_MESSAGES } from '../lib/code-checks.ts';

const CodeEditor = lazy(() => import('../components/code-editor.tsx'));

const LANGUAGE_NAMES: Record<CodeLanguage, string> = { cpp: 'C++', c: 'C', python: 'Python' };

function isCodeLanguage(value: string | undefined): value is CodeLanguage {
  return (CODE_LANGUAGES as readonly string[]).includes(value ?? '');
}

export default function ProblemPage() {
  const { language, problemId = '' } = useParams();
  const problem = useProblem(problemId);
  if (problem.isPending) return <PageLoader label="Loading problem..." />;
  if (problem.isError) {
    const missing = problem.error instanceof Error && 'status' in problem.error && problem.error.status === 404;
    return (
      <Container className="py-12">
        <EmptyState
          title={missing ? PRACTICE_UI_MESSAGES.problemNotFound : problem.error.message}
          action={<Link to={`/practice/${language ?? ''}`} className="text-brand-600 underline dark:text-brand-400">Back to problems</Link>}
        />
      </Container>
    );
  }
  return <Workspace key={problem.data.data.id} problem={problem.data.data} track={isCodeLanguage(language) ? language : 'cpp'} />;
}

function Workspace({ problem, track }: { problem: ProblemDetail; track: CodeLanguage }) {
  const [tab, setTab] = useState<'problem' | 'hints'>('problem');
  const [language, setLanguage] = useState<CodeLanguage>(track);
  const [drafts, setDrafts] = useState<Record<CodeLanguage, string>>(() => ({ ...problem.codeTemplates }));
  const [useCustom, setUseCustom] = useState(false);
  const [customInput, setCustomInput] = useState(problem.examples[0]?.input ?? '');
  const { state, start } = useJudge(problem.id);
  const busy = state.phase === 'working';
  const ids = { tabs: useId(), language: useId(), input: useId() };
  const code = drafts[language];

  useEffect(() => {
    document.title = `${problem.title} · Practice`;
  }, [problem.title]);

  const run = (mode: 'run' | 'submit') =>
    void start({ mode, code, language, input: mode === 'run' && useCustom ? customInput : undefined });

  return (
    <Container className="py-6">
      <Link to={`/practice/${track}`} className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-brand-600 dark:text-slate-400 dark:hover:text-brand-400">
        <ArrowLeft className="size-4" aria-hidden="true" /> {LANGUAGE_NAMES[track]} problems
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{problem.title}</h1>
        <DifficultyBadge level={problem.difficulty} />
        {problem.status === 'solved' && (
          <span className="inline-flex items-center gap-1 text-sm font-medium text-emerald-700 dark:text-emerald-400">
            <CheckCircle2 className="size-4" aria-hidden="true" /> Solved
          </span>
        )}
      </div>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        Time limit {problem.timeLimit} ms · Memory limit {problem.memoryLimit} MB
        {problem.acceptance !== null && ` · ${problem.acceptance}% acceptance · ${problem.solvedBy} solved`}
      </p>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-label="Problem statement" className="min-w-0">
          <div role="tablist" aria-label="Problem sections" className="flex gap-1 border-b border-slate-200 dark:border-slate-800">
            {(['problem', 'hints'] as const).map((t) => (
              <button
                key={t}
                type="button"
                role="tab"
                id={`${ids.tabs}-${t}`}
                aria-selected={tab === t}
                aria-controls={`${ids.tabs}-${t}-panel`}
                onClick={() => setTab(t)}
                className={cn(
                  '-mb-px border-b-2 px-4 py-2 text-sm font-medium capitalize',
                  tab === t
                    ? 'border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-300'
                    : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100',
                )}
              >
                {t === 'problem' ? 'Problem' : 'Hints'}
              </button>
            ))}
          </div>
          {tab === 'problem' ? (
            <div role="tabpanel" id={`${ids.tabs}-problem-panel`} aria-labelledby={`${ids.tabs}-problem`} className="pt-4 text-sm leading-relaxed text-slate-700 dark:text-slate-300">
              <RichText text={problem.description} />
              <h2 className="mt-5 font-semibold text-slate-900 dark:text-slate-100">Input</h2>
              <RichText text={problem.inputFormat} className="mt-1" />
              <h2 className="mt-4 font-semibold text-slate-900 dark:text-slate-100">Output</h2>
              <RichText text={problem.outputFormat} className="mt-1" />
              {problem.constraints.length > 0 && (
                <>
                  <h2 className="mt-4 font-semibold text-slate-900 dark:text-slate-100">Constraints</h2>
                  <ul className="mt-1 list-disc space-y-0.5 pl-5 font-mono text-xs">
                    {problem.constraints.map((c) => (
                      <li key={c}>{c}</li>
                    ))}
                  </ul>
                </>
              )}
              {problem.examples.map((e, i) => (
                <div key={i} className="mt-5">
                  <h2 className="font-semibold text-slate-900 dark:text-slate-100">Example {i + 1}</h2>
                  <div className="mt-2 grid gap-2 sm:grid-cols-2">
                    <div>
                      <h3 className="text-xs font-semibold uppercase text-slate-600 dark:text-slate-400">Input</h3>
                      <pre className="mt-1 max-h-48 overflow-auto rounded-lg bg-slate-100 p-3 font-mono text-xs dark:bg-slate-900">{e.input}</pre>
                    </div>
                    <div>
                      <h3 className="text-xs font-semibold uppercase text-slate-600 dark:text-slate-400">Output</h3>
                      <pre className="mt-1 max-h-48 overflow-auto rounded-lg bg-slate-100 p-3 font-mono text-xs dark:bg-slate-900">{e.output}</pre>
                    </div>
                  </div>
                  {e.explanation && <RichText text={e.explanation} className="mt-2 text-xs text-slate-600 dark:text-slate-400" />}
                </div>
              ))}
              <p className="mt-5 text-xs text-slate-500 dark:text-slate-400">
                Submissions are judged on the examples and {problem.hiddenTestCount} hidden tests.
              </p>
            </div>
          ) : (
            <div role="tabpanel" id={`${ids.tabs}-hints-panel`} aria-labelledby={`${ids.tabs}-hints`} className="pt-4">
              {problem.hints.length === 0 ? (
                <p className="text-sm text-slate-500">No hints for this problem.</p>
              ) : (
                <ol className="space-y-3">
                  {problem.hints.map((h, i) => (
                    <li key={i} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800">
                      <span className="font-semibold">Hint {i + 1}. </span>
                      <RichText text={h} className="inline" />
                    </li>
                  ))}
                </ol>
              )}
            </div>
          )}
        </section>

        <section aria-label="Code" className="min-w-0 space-y-4">
          <div className="rounded-lg border border-slate-200 dark:border-slate-800">
            <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-3 py-2 dark:border-slate-800">
              <div className="flex items-center gap-2">
                <label htmlFor={ids.language} className="text-sm font-medium">Language</label>
                <select
                  id={ids.language}
                  value={language}
                  onChange={(e) => setLanguage(e.target.value as CodeLanguage)}
                  className={cn(inputClass, 'h-8 w-auto py-0')}
                >
                  {CODE_LANGUAGES.map((l) => (
                    <option key={l} value={l}>{LANGUAGE_NAMES[l]}</option>
                  ))}
                </select>
              </div>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setDrafts((d) => ({ ...d, [language]: problem.codeTemplates[language] }))}
                aria-label="Reset code to the template"
              >
                <RotateCcw className="size-4" aria-hidden="true" /> Reset
              </Button>
            </div>
            <Suspense
              fallback={
                <div role="status" className="flex h-[420px] items-center justify-center gap-2 text-sm text-slate-500">
                  <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Loading editor…
                </div>
              }
            >
              <CodeEditor
                value={code}
                language={language}
                label={`${LANGUAGE_NAMES[language]} code editor`}
                onChange={(value) => setDrafts((d) => ({ ...d, [language]: value }))}
              />
            </Suspense>
          </div>

          <div>
            <label className="inline-flex items-center gap-2 text-sm">
              <input type="checkbox" checked={useCustom} onChange={(e) => setUseCustom(e.target.checked)} className="size-4 rounded" />
              Run with custom input
            </label>
            {useCustom && (
              <div className="mt-2">
                <label htmlFor={ids.input} className="mb-1 block text-sm font-medium">Custom input</label>
                <textarea id={ids.input} rows={5} value={customInput} onChange={(e) => setCustomInput(e.target.value)} className={cn(inputClass, 'font-mono text-xs')} />
              </div>
            )}
          </div>

          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => run('run')} disabled={busy} loading={busy && state.mode === 'run'}>
              {!(busy && state.mode === 'run') && <Play className="size-4" aria-hidden="true" />} Run Code
            </Button>
            <Button onClick={() => run('submit')} disabled={busy} loading={busy && state.mode === 'submit'}>
              {!(busy && state.mode === 'submit') && <Send className="size-4" aria-hidden="true" />} Submit
            </Button>
          </div>
          <div aria-live="polite">
            <ResultPanel state={state} />
          </div>
          <SubmissionHistory problemId={problem.id} />
        </section>
      </div>
    </Container>
  );
}
