/**
 * Sandbox overhead: the same programs run bare (spawned directly by Node) and
 * through box.run(), 50 times each, timed from Node's side of the call.
 *
 *   npx tsx packages/sandbox/bench/sandbox-overhead.ts      (as root)
 *
 * Prints figures only; the machine's load decides the exact numbers.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { isRoot, rootLinkArgs, SANDBOX_ID } from '../src/environment.ts';
import { checkSandbox, createBox, prepare, type Box, type Language } from '../src/index.ts';

const RUNS = 50;
const WARM_UP = 5;
const LIMITS = { cpuTimeMs: 1000, memoryMb: 256, maxProcesses: 4, outputBytes: 1 << 16 };

const PROGRAMS: Partial<Record<Language, string>> = {
  c: '#include <stdio.h>\nint main(void) { puts("hello"); return 0; }',
  python: 'print("hello")',
};

function spawnBare(argv: string[], cwd: string, asSandboxUser = false): Promise<void> {
  return new Promise((resolve, reject) => {
    const [file, ...args] = argv;
    const ids = asSandboxUser && isRoot() ? { uid: SANDBOX_ID, gid: SANDBOX_ID } : {};
    const child = spawn(file as string, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], ...ids });
    child.stdout.resume();
    child.stderr.resume();
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`exit ${String(code)}`))));
  });
}

async function time(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARM_UP; i++) await work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b);
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const ms = (value: number): string => `${value.toFixed(2).padStart(7)} ms`;

async function bench(language: Language, box: Box): Promise<void> {
  const source = PROGRAMS[language];
  if (source === undefined) return;
  const compiled = await box.compile(language, source);
  if (!compiled.ok) throw new Error(compiled.diagnostics);
  const bareArgv = language === 'python' ? ['/usr/bin/python3', '-B', 'main.py'] : [path.join(box.dir, 'main')];

  const bare = await time(RUNS, () => spawnBare(bareArgv, box.dir));
  // For scale: the cost of bwrap alone (namespaces and mounts, no cgroups, no helper).
  const rootLinks = await rootLinkArgs();
  const minimalBwrap = [
    '/usr/bin/bwrap',
    '--unshare-all',
    '--die-with-parent',
    '--ro-bind',
    '/usr',
    '/usr',
    ...rootLinks,
  ];
  const boxArgs = ['--proc', '/proc', '--dev', '/dev', '--ro-bind', box.dir, '/box', '--chdir', '/box', '--'];
  const sandboxArgv = language === 'python' ? ['/usr/bin/python3', '-B', 'main.py'] : ['./main'];
  const bwrapOnly = await time(RUNS, () => spawnBare([...minimalBwrap, ...boxArgs, ...sandboxArgv], box.dir, true));
  const inner: number[] = [];
  const sandboxed = await time(RUNS, async () => {
    const result = await box.run({ limits: LIMITS });
    if (result.status !== 'ok') throw new Error(`unexpected ${result.status}: ${result.stderr}`);
    inner.push(result.wallTimeMs);
  });
  inner.sort((a, b) => a - b);

  console.log(`\n${language} hello world, ${RUNS} runs each (after ${WARM_UP} warm-up runs)`);
  console.log(`  ${'bare spawn'.padEnd(30)} median ${ms(percentile(bare, 50))}   p95 ${ms(percentile(bare, 95))}`);
  console.log(
    `  ${'bare bwrap, minimal options'.padEnd(30)} median ${ms(percentile(bwrapOnly, 50))}   p95 ${ms(percentile(bwrapOnly, 95))}`,
  );
  console.log(
    `  ${'sandboxed box.run()'.padEnd(30)} median ${ms(percentile(sandboxed, 50))}   p95 ${ms(percentile(sandboxed, 95))}`,
  );
  console.log(
    `  ${'program wall inside sandbox'.padEnd(30)} median ${ms(percentile(inner, 50))}   p95 ${ms(percentile(inner, 95))}`,
  );
  console.log(
    `  ${'overhead per run'.padEnd(30)} median ${ms(percentile(sandboxed, 50) - percentile(bare, 50))}   p95 ${ms(
      percentile(sandboxed, 95) - percentile(bare, 95),
    )}`,
  );
}

const check = await checkSandbox();
console.log(
  `sandbox ok=${check.ok} cgroup=${check.cgroup}${check.problems.length ? ` problems: ${check.problems.join('; ')}` : ''}`,
);
if (!check.ok) process.exit(1);
await prepare();
for (const language of Object.keys(PROGRAMS) as Language[]) {
  const box = await createBox();
  try {
    await bench(language, box);
  } finally {
    await box.dispose();
  }
}
