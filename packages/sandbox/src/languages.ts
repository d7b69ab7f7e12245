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
 * Python compiles the script when it starts and, when the script itself does
 * not parse, prints the error without a traceback and exits with 1 before any
 * of it has run. Recognising that in the first run spares a separate syntax
 * check in its own sandbox (a whole interpreter start) for every submission.
 * A program can only imitate it by printing exactly this and exiting, which
 * harms nobody but itself.
 */
function pythonSyntaxError(exitCode: number | null, stdout: string, stderr: string): string | null {
  if (exitCode !== 1 || stdout !== '') return null;
  const text = stderr.trimEnd();
  if (!/^ {2}File "(?:[^"\n]*\/)?main\.py", line \d+\n/.test(text) || text.includes('Traceback (most recent call last):')) {
    return null;
  }
  const last = text.slice(text.lastIndexOf('\n') + 1);
  return /^(?:SyntaxError|IndentationError|TabError): /.test(last) ? text.replace(/"[^"\n]*\/main\.py"/, '"main.py"') : null;
}

export interface LanguageSpec {
  sourceFile: string;
  /**
   * Command run inside the box folder; pchDir is the include dir holding bits/stdc++.h.gch. null: the
   * source runs as it is, and syntaxError() recognises a run that stopped because it did not parse.
   */
  compile: ((pchDir: string | null) => string[]) | null;
  run: string[];
  syntaxError?: (exitCode: number | null, stdout: string, stderr: string) => string | null;
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
    compile: null,
    // -B: the box is read-only at run time anyway; skip the attempt to write bytecode.
    run: [TOOLS.python, '-B', 'main.py'],
    syntaxError: pythonSyntaxError,
  },
};
