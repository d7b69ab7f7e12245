import type { Language } from './types.ts';

/**
 * Toolchain paths are absolute and under /usr on purpose: /usr is the only
 * host tree mounted in the sandbox, and a PATH lookup on the host could pick
 * up shims (e.g. pyenv's python3) that live elsewhere and would not work there.
 */
export const TOOLS = {
  gcc: '/usr/bin/gcc',
  gxx: '/usr/bin/g++',
  python: '/usr/bin/python3',
  bwrap: '/usr/bin/bwrap',
} as const;

/** Flags the precompiled header is built with; a .gch is only used when they match exactly. */
export const CXX_FLAGS = ['-std=c++17', '-O2'] as const;
const C_FLAGS = ['-std=gnu17', '-O2'] as const;

/**
 * Reports syntax errors the way the interpreter would, without writing a
 * .pyc (py_compile would try to create __pycache__ in the box).
 */
const PYTHON_SYNTAX_CHECK = [
  'import sys, traceback',
  'try:',
  "    compile(open('main.py', 'rb').read(), 'main.py', 'exec')",
  'except Exception as e:',
  "    sys.stderr.write(''.join(traceback.format_exception_only(type(e), e)))",
  '    sys.exit(1)',
].join('\n');

export interface LanguageSpec {
  sourceFile: string;
  /** Command run inside the box folder; pchDir is the include dir holding bits/stdc++.h.gch. */
  compile(pchDir: string | null): string[];
  run: string[];
}

export const LANGUAGES: Record<Language, LanguageSpec> = {
  c: {
    sourceFile: 'main.c',
    compile: () => [TOOLS.gcc, ...C_FLAGS, '-pipe', '-o', 'main', 'main.c', '-lm'],
    run: ['./main'],
  },
  cpp: {
    sourceFile: 'main.cpp',
    // Only the include path is added, not `-include bits/stdc++.h`: GCC then
    // uses the .gch whenever a submission starts with #include
    // <bits/stdc++.h> (nearly all of them) and silently falls back to the
    // plain header otherwise, so programs that never asked for the whole
    // library do not get its global names (y1, index, ...) forced on them.
    compile: (pchDir) => [
      TOOLS.gxx,
      ...CXX_FLAGS,
      '-pipe',
      ...(pchDir ? [`-I${pchDir}`] : []),
      '-o',
      'main',
      'main.cpp',
    ],
    run: ['./main'],
  },
  python: {
    sourceFile: 'main.py',
    compile: () => [TOOLS.python, '-c', PYTHON_SYNTAX_CHECK],
    // -B: the box is read-only at run time anyway; skip the attempt to write bytecode.
    run: [TOOLS.python, '-B', 'main.py'],
  },
};
