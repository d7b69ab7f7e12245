import { type Dirent, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Launcher, SANDBOX_PATHS } from './execute.ts';
import { checkSandbox, createBox } from './index.ts';
import { LANGUAGES as LANGUAGE_SPECS } from './languages.ts';
import { loadRuntime } from './prepare.ts';
import {
  compileAndRun,
  LIMITS,
  sandboxUnavailable,
  setUp,
  SETUP_TIMEOUT_MS,
  TEST_TIMEOUT_MS,
  withBox,
} from './test-helpers.ts';
import type { Language } from './types.ts';

interface Programs {
  hello: string;
  /** Reads two integers and prints their sum. */
  sum: string;
  exitThree: string;
  segfault: string;
  infiniteLoop: string;
  /** Allocates and touches 1 GB. */
  hugeAllocation: string;
  printForever: string;
}

const PROGRAMS: Record<Language, Programs> = {
  c: {
    hello: '#include <stdio.h>\nint main(void) { puts("Hello, world!"); return 0; }',
    sum: '#include <stdio.h>\nint main(void) { long a, b; if (scanf("%ld %ld", &a, &b) != 2) return 1; printf("%ld\\n", a + b); return 0; }',
    exitThree: 'int main(void) { return 3; }',
    segfault: 'int main(void) { volatile int *p = 0; *p = 42; return 0; }',
    infiniteLoop: 'int main(void) { volatile unsigned long x = 0; for (;;) x++; }',
    // volatile: at -O2 GCC deletes a malloc + memset whose result is never observed.
    hugeAllocation:
      '#include <stdlib.h>\nint main(void) { size_t n = 1UL << 30; volatile char *p = malloc(n); if (!p) return 7; for (size_t i = 0; i < n; i += 4096) p[i] = 1; return 0; }',
    printForever: '#include <stdio.h>\nint main(void) { for (;;) puts("spam spam spam"); }',
  },
  cpp: {
    hello: '#include <bits/stdc++.h>\nint main() { std::cout << "Hello, world!" << std::endl; }',
    sum: '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }',
    exitThree: '#include <cstdlib>\nint main() { std::exit(3); }',
    segfault: '#include <vector>\nint main() { volatile int *p = nullptr; *p = 42; }',
    infiniteLoop: 'int main() { volatile unsigned long x = 0; while (true) x++; }',
    hugeAllocation:
      '#include <bits/stdc++.h>\nint main() { std::vector<char> v(1u << 30, 1); std::cout << int(v.back()) << "\\n"; }',
    printForever: '#include <iostream>\nint main() { while (true) std::cout << "spam spam spam\\n"; }',
  },
  python: {
    hello: 'print("Hello, world!")',
    sum: 'a, b = map(int, input().split())\nprint(a + b)',
    exitThree: 'import sys\nsys.exit(3)',
    segfault: 'import ctypes\nctypes.string_at(0)',
    infiniteLoop: 'x = 0\nwhile True:\n    x += 1',
    hugeAllocation: "data = b'x' * (1 << 30)\nprint(len(data))",
    printForever: "while True:\n    print('spam spam spam')",
  },
};

const LANGUAGES: Language[] = ['c', 'cpp', 'python'];

/** Names of run cgroups in every robo-sandbox folder of the mounted hierarchies. */
function findRunCgroups(dir: string, depth: number): string[] {
  if (depth === 0) return [];
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      entry.name === 'robo-sandbox'
        ? readdirSync(path.join(dir, entry.name))
        : findRunCgroups(path.join(dir, entry.name), depth - 1),
    );
}

beforeAll(setUp, SETUP_TIMEOUT_MS);

describe('checkSandbox', () => {
  it('reports a working sandbox on this host', async () => {
    const check = await checkSandbox();
    if (sandboxUnavailable) return;
    expect(check.problems).toEqual([]);
    expect(check.ok).toBe(true);
    expect(check.cgroup).not.toBe('none');
  });
});

describe.skipIf(sandboxUnavailable).each(LANGUAGES)('%s', { timeout: TEST_TIMEOUT_MS }, (language) => {
  const programs = PROGRAMS[language];

  it('runs hello world', async () => {
    const result = await compileAndRun(language, programs.hello);
    expect(result).toMatchObject({ status: 'ok', exitCode: 0, signal: null, stdout: 'Hello, world!\n', stderr: '' });
  });

  it('reads stdin', async () => {
    const result = await compileAndRun(language, programs.sum, { stdin: '20 22\n' });
    expect(result.status).toBe('ok');
    expect(result.stdout).toBe('42\n');
  });

  it('reports a non-zero exit as runtime_error', async () => {
    const result = await compileAndRun(language, programs.exitThree);
    expect(result).toMatchObject({ status: 'runtime_error', exitCode: 3, signal: null });
  });

  it('reports a segfault as runtime_error with SIGSEGV', async () => {
    const result = await compileAndRun(language, programs.segfault);
    expect(result).toMatchObject({ status: 'runtime_error', exitCode: null, signal: 'SIGSEGV' });
  });

  it('stops an infinite loop at the CPU limit', async () => {
    const result = await compileAndRun(language, programs.infiniteLoop, { limits: { cpuTimeMs: 500 } });
    expect(result.status).toBe('time_limit_exceeded');
    // The CPU limit fires first unless the machine is so overloaded that the
    // default wall limit (2 * 500 + 500 ms) comes before 500 ms of CPU.
    expect(result.cpuTimeMs >= 500 || result.wallTimeMs >= 1500).toBe(true);
    // Killed promptly: within the polling interval plus the rlimit backstop.
    expect(result.cpuTimeMs).toBeLessThan(2000);
  });

  it('reports a 1 GB allocation as memory_limit_exceeded', async () => {
    const result = await compileAndRun(language, programs.hugeAllocation, { limits: { memoryMb: 128 } });
    expect(result.status).toBe('memory_limit_exceeded');
    expect(result.memoryKb).toBeGreaterThan(100 * 1024);
    expect(result.memoryKb).toBeLessThanOrEqual(128 * 1024);
  });

  it('stops endless output at the output limit', async () => {
    const result = await compileAndRun(language, programs.printForever, { limits: { outputBytes: 64 * 1024 } });
    expect(result.status).toBe('output_limit_exceeded');
    expect(result.stdout.length).toBe(64 * 1024);
    expect(result.stdout.startsWith('spam spam spam\n')).toBe(true);
  });
});

describe.skipIf(sandboxUnavailable)('compilation', { timeout: TEST_TIMEOUT_MS }, () => {
  it('returns compiler diagnostics for broken C++', async () => {
    await withBox(async (box) => {
      const result = await box.compile('cpp', 'int main() { return undefined_name; }');
      expect(result.ok).toBe(false);
      expect(result.diagnostics).toContain('undefined_name');
      await expect(box.run({ limits: LIMITS })).rejects.toThrow(/compile/);
    });
  });

  it('reports broken Python as a syntax error of the run, and only then', async () => {
    await withBox(async (box) => {
      // No separate check: compiling Python only stores the source.
      expect(await box.compile('python', 'x = 1\nprint((')).toEqual({ ok: true, diagnostics: '', timeMs: 0 });
      const broken = await box.run({ limits: LIMITS });
      expect(broken.status).toBe('runtime_error');
      expect(broken.syntaxError).toMatch(/^ {2}File "main.py", line 2\n[\s\S]*SyntaxError: '\(' was never closed$/);

      for (const source of ['def f():\nreturn 1', 'if True:\n\tx = 1\n        y = 2']) {
        await box.compile('python', source);
        expect((await box.run({ limits: LIMITS })).syntaxError).toMatch(/^ {2}File "main.py"[\s\S]*(IndentationError|TabError): /);
      }
      // A SyntaxError raised while the program runs is the program's own runtime error.
      await box.compile('python', 'print("started")\ncompile("(", "x.py", "exec")');
      const raised = await box.run({ limits: LIMITS });
      expect(raised.status).toBe('runtime_error');
      expect(raised.stderr).toContain('SyntaxError');
      expect(raised.syntaxError).toBeNull();
      await box.compile('python', 'import sys\nsys.exit(1)');
      expect((await box.run({ limits: LIMITS })).syntaxError).toBeNull();
      await box.compile('python', 'print("fine")');
      expect((await box.run({ limits: LIMITS })).syntaxError).toBeNull();
    });
  });

  it('uses the precompiled header for bits/stdc++.h', async () => {
    await withBox(async (box) => {
      const source = '#include <bits/stdc++.h>\nint main() { std::vector<int> v{3, 1, 2}; return v[0] - 3; }';
      expect((await box.compile('cpp', source)).ok).toBe(true);
      expect((await box.run({ limits: LIMITS })).status).toBe('ok');

      // Same command line plus -H, which makes GCC print "! <file>.gch" when
      // it loads a precompiled header (timings would be flaky on a busy host).
      const runtime = await loadRuntime();
      const launcher = new Launcher(runtime, box.dir, `${process.pid}-pch-check`);
      try {
        const outcome = await launcher.execute({
          boxWritable: true,
          argv: [...LANGUAGE_SPECS.cpp.compile!(SANDBOX_PATHS.pch), '-H', '-fsyntax-only'],
          stdin: new Uint8Array(),
          cpuTimeMs: 10_000,
          wallTimeMs: 20_000,
          memoryBytes: 512 << 20,
          maxProcesses: 64,
          stdoutLimit: 1 << 20,
          stderrLimit: 1 << 20,
          fileSizeBytes: 64 << 20,
          tmpBytes: 64 << 20,
        });
        expect(outcome.stderr.toString('utf8')).toContain(`! ${SANDBOX_PATHS.pch}/bits/stdc++.h.gch`);
      } finally {
        await launcher.close();
      }
    });
  });

  it('caps diagnostics at 16 KiB', async () => {
    await withBox(async (box) => {
      const source = Array.from({ length: 2000 }, (_, i) => `int f${i}() { return missing_${i}; }`).join('\n');
      const result = await box.compile('c', source);
      expect(result.ok).toBe(false);
      expect(result.diagnostics.length).toBeLessThan(17 * 1024);
      expect(result.diagnostics).toContain('truncated');
    });
  });
});

describe.skipIf(sandboxUnavailable)('measurements', { timeout: TEST_TIMEOUT_MS }, () => {
  it('measures CPU time of a 300 ms busy loop', async () => {
    const source = `#include <time.h>
int main(void) { volatile unsigned long x = 0; while (clock() < CLOCKS_PER_SEC * 3 / 10) x++; return 0; }`;
    const result = await compileAndRun('c', source);
    expect(result.status).toBe('ok');
    expect(result.cpuTimeMs).toBeGreaterThanOrEqual(290);
    expect(result.cpuTimeMs).toBeLessThan(450);
    expect(result.wallTimeMs).toBeGreaterThanOrEqual(result.cpuTimeMs - 5);
  });

  it('measures the memory of 100 MB touched in C', async () => {
    const source = `#include <stdlib.h>
int main(void) { size_t n = 100UL << 20; volatile char *p = malloc(n); for (size_t i = 0; i < n; i += 4096) p[i] = 7; return 0; }`;
    const result = await compileAndRun('c', source);
    expect(result.status).toBe('ok');
    expect(result.memoryKb).toBeGreaterThanOrEqual(100 * 1024);
    expect(result.memoryKb).toBeLessThan(110 * 1024);
  });

  it('measures the memory of 100 MB held in Python', async () => {
    const result = await compileAndRun('python', "data = b'x' * (100 << 20)\nprint(len(data))");
    expect(result.status).toBe('ok');
    expect(result.memoryKb).toBeGreaterThanOrEqual(100 * 1024);
    expect(result.memoryKb).toBeLessThan(125 * 1024);
  });

  it('reports a small footprint and fast start for Python hello world', async () => {
    const result = await compileAndRun('python', 'print("hi")');
    expect(result.status).toBe('ok');
    expect(result.memoryKb).toBeLessThan(20 * 1024);
    expect(result.wallTimeMs).toBeLessThan(500);
  });
});

describe.skipIf(sandboxUnavailable)('box lifecycle', { timeout: TEST_TIMEOUT_MS }, () => {
  it('removes the folder on dispose, also twice, and refuses work afterwards', async () => {
    const box = await createBox();
    expect(existsSync(box.dir)).toBe(true);
    expect((await box.compile('python', 'print(1)')).ok).toBe(true);
    await box.dispose();
    expect(existsSync(box.dir)).toBe(false);
    await box.dispose();
    await expect(box.run({ limits: LIMITS })).rejects.toThrow(/disposed/);
  });

  it('kills a running program when disposed mid-run', async () => {
    const box = await createBox();
    expect((await box.compile('python', 'while True: pass')).ok).toBe(true);
    const run = box.run({ limits: { ...LIMITS, cpuTimeMs: 20_000 } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    await box.dispose();
    await expect(run).rejects.toThrow(/disposed/);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(existsSync(box.dir)).toBe(false);
  });

  it('runs several tests in one box and two boxes at once', async () => {
    await Promise.all(
      [1, 2].map((n) =>
        withBox(async (box) => {
          expect((await box.compile('c', PROGRAMS.c.sum)).ok).toBe(true);
          for (let i = 0; i < 3; i++) {
            const result = await box.run({ stdin: `${n} ${i}`, limits: LIMITS });
            expect(result.stdout).toBe(`${n + i}\n`);
          }
        }),
      ),
    );
  });

  it('runs tests side by side in a box with parallelRuns, each with its own input and limits', async () => {
    const box = await createBox({ parallelRuns: 2 });
    try {
      expect(box.parallelRuns).toBe(2);
      // Each run sleeps 400 ms of wall time: two at once finish in about 400 ms, not 800.
      const source = 'import sys, time\nn = int(sys.stdin.read())\ntime.sleep(0.4)\nprint(n * n)';
      expect((await box.compile('python', source)).ok).toBe(true);
      const started = Date.now();
      const results = await Promise.all([3, 4, 5, 6].map((n) => box.run({ stdin: String(n), limits: LIMITS })));
      const elapsed = Date.now() - started;
      expect(results.map((r) => r.stdout)).toEqual(['9\n', '16\n', '25\n', '36\n']);
      expect(elapsed).toBeLessThan(4 * 400);
      expect(elapsed).toBeGreaterThanOrEqual(2 * 400);
    } finally {
      await box.dispose();
    }
    await expect(createBox({ parallelRuns: 0 })).rejects.toThrow(RangeError);
  });

  it('lets a compile wait for the runs asked for before it, and later runs use the new program', async () => {
    const box = await createBox({ parallelRuns: 2 });
    try {
      expect((await box.compile('python', 'import time\ntime.sleep(0.3)\nprint("old")')).ok).toBe(true);
      const early = [box.run({ limits: LIMITS }), box.run({ limits: LIMITS })];
      const recompiled = box.compile('python', 'print("new")');
      const late = box.run({ limits: LIMITS });
      expect((await Promise.all(early)).map((r) => r.stdout)).toEqual(['old\n', 'old\n']);
      expect((await recompiled).ok).toBe(true);
      expect((await late).stdout).toBe('new\n');
    } finally {
      await box.dispose();
    }
  });

  it('leaves no run cgroups behind', async () => {
    let dir = '';
    await withBox(async (box) => {
      dir = box.dir;
      await box.compile('python', 'print(1)');
      await box.run({ limits: LIMITS });
    });
    const boxName = dir.split('/').pop() as string;
    const leftovers = findRunCgroups('/sys/fs/cgroup', 5).filter((name) => name.includes(boxName));
    expect(leftovers).toEqual([]);
  });
});
