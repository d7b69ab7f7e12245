/**
 * One-time setup shared by every box of this process: compiles the native
 * helper, builds the precompiled header, detects bwrap and cgroups.
 * Artifacts are cached on disk (keyed by content/compiler version) so judge
 * restarts and parallel workers reuse them.
 */
import { createHash, randomBytes } from 'node:crypto';
import { chmod, copyFile, lstat, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type CgroupBackend, isProcessAlive } from './cgroup.ts';
import { isRoot, missingTools, probeBwrap, probeCgroups, rootLinkArgs, runCommand } from './environment.ts';
import { CXX_FLAGS, TOOLS } from './languages.ts';
import type { SandboxCheck, SandboxOptions } from './types.ts';

export interface Runtime {
  cacheDir: string;
  boxesDir: string;
  /** Host path of the compiled robo-helper. */
  helperPath: string;
  /** Host folder holding bits/stdc++.h and its .gch, or null when the build failed. */
  pchDir: string | null;
  /** bwrap arguments recreating /bin, /lib… as on the host. */
  rootLinks: string[];
  useBwrap: boolean;
  cgroups: CgroupBackend | null;
  /** Root drops to the sandbox user before starting bwrap. */
  dropPrivileges: boolean;
  check: SandboxCheck;
}

export const defaultCacheDir = (): string => path.join(os.tmpdir(), 'robo-sandbox');

const runtimes = new Map<string, Promise<Runtime>>();

/**
 * The cache holds a binary that root executes, so it must not be replaceable
 * by anyone else (os.tmpdir() is world-writable: someone could pre-create it).
 */
async function ensureTrustedDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o755 });
  const info = await lstat(dir);
  const uid = process.getuid?.();
  if (!info.isDirectory()) throw new Error(`${dir} is not a directory`);
  if (uid !== undefined && info.uid !== uid) throw new Error(`${dir} is owned by uid ${info.uid}, not by us`);
  if ((info.mode & 0o022) !== 0) throw new Error(`${dir} is writable by group or others`);
  await chmod(dir, 0o755);
}

/**
 * mkdir -p with an explicit mode: bwrap runs as the sandbox user and must
 * traverse these folders and read the files, whatever the judge's umask.
 */
async function makePublicDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await chmod(dir, 0o755);
}

const shortHash = (...parts: string[]): string => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 16);
};

const tempName = (target: string): string => `${target}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;

async function fileExists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

async function buildHelper(cacheDir: string): Promise<string> {
  const source = await readFile(new URL('./native/robo-helper.c', import.meta.url), 'utf8');
  const binDir = path.join(cacheDir, 'bin');
  await makePublicDir(binDir);
  const target = path.join(binDir, `robo-helper-${shortHash(source)}`);
  if (await fileExists(target)) return target;

  const sourceFile = tempName(path.join(binDir, 'robo-helper.c'));
  const output = tempName(target);
  try {
    await writeFile(sourceFile, source);
    const result = await runCommand([TOOLS.gcc, '-O2', '-Wall', '-o', output, '-x', 'c', sourceFile]);
    if (result.code !== 0) throw new Error(`cannot compile robo-helper: ${result.stderr}`);
    await chmod(output, 0o755);
    // rename is atomic: a concurrent worker either sees the old state or a complete binary.
    await rename(output, target);
  } finally {
    await rm(sourceFile, { force: true });
    await rm(output, { force: true });
  }
  return target;
}

/**
 * Builds bits/stdc++.h.gch next to a copy of the header. The copy matters:
 * after the .gch is consumed, a later `#include <bits/stdc++.h>` resolves to
 * the same include directory and must find a real file there.
 */
async function buildPch(cacheDir: string): Promise<string | null> {
  const version = await runCommand([TOOLS.gxx, '--version']);
  if (version.code !== 0) return null;
  const pchRoot = path.join(cacheDir, 'pch');
  await makePublicDir(pchRoot);
  const target = path.join(pchRoot, shortHash(version.stdout, ...CXX_FLAGS));
  if (await fileExists(path.join(target, 'bits', 'stdc++.h.gch'))) return target;

  const deps = await runCommand([TOOLS.gxx, ...CXX_FLAGS, '-x', 'c++', '-M', '-'], {
    input: '#include <bits/stdc++.h>\n',
  });
  const header = deps.stdout.split(/\s+/).find((token) => token.endsWith('/bits/stdc++.h'));
  if (deps.code !== 0 || header === undefined) return null;

  const work = tempName(target);
  try {
    await makePublicDir(path.join(work, 'bits'));
    await chmod(work, 0o755);
    const copy = path.join(work, 'bits', 'stdc++.h');
    await copyFile(header, copy);
    const result = await runCommand([TOOLS.gxx, ...CXX_FLAGS, '-x', 'c++-header', copy, '-o', `${copy}.gch`]);
    if (result.code !== 0) return null;
    await chmod(copy, 0o644);
    await chmod(`${copy}.gch`, 0o644);
    try {
      await rename(work, target);
    } catch (error) {
      // Another worker finished first; its result is as good as ours.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST' && code !== 'ENOTEMPTY') throw error;
    }
    return target;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Box folders (`box-<pid>-…`) left behind by judge processes that died without dispose(). */
async function removeStaleBoxes(boxesDir: string): Promise<void> {
  for (const name of await readdir(boxesDir)) {
    const pid = Number(/^box-(\d+)-/.exec(name)?.[1]);
    if (Number.isInteger(pid) && pid !== process.pid && !isProcessAlive(pid)) {
      await rm(path.join(boxesDir, name), { recursive: true, force: true });
    }
  }
}

/** Shared by checkSandbox(): what is available on this host, without building anything. */
export async function inspectHost(): Promise<{
  check: SandboxCheck;
  bwrapOk: boolean;
  rootLinks: string[];
  cgroups: CgroupBackend | null;
}> {
  const rootLinks = await rootLinkArgs();
  const [bwrapProblem, cgroupProbe, toolProblems] = await Promise.all([
    probeBwrap(rootLinks),
    probeCgroups(),
    missingTools(),
  ]);
  const problems = [...(bwrapProblem ? [bwrapProblem] : []), ...cgroupProbe.problems, ...toolProblems];
  if (!isRoot() && cgroupProbe.backend === null) {
    problems.push('not running as root: cgroups need root (or a delegated cgroup)');
  }
  const ok = bwrapProblem === null && cgroupProbe.backend !== null && toolProblems.length === 0;
  return {
    check: { ok, cgroup: cgroupProbe.backend?.version ?? 'none', problems },
    bwrapOk: bwrapProblem === null,
    rootLinks,
    cgroups: cgroupProbe.backend,
  };
}

async function createRuntime(cacheDir: string): Promise<Runtime> {
  await ensureTrustedDir(cacheDir);
  const boxesDir = path.join(cacheDir, 'boxes');
  await makePublicDir(boxesDir);
  const [host, helperPath, pchDir] = await Promise.all([inspectHost(), buildHelper(cacheDir), buildPch(cacheDir)]);
  await host.cgroups?.cleanupStale();
  await removeStaleBoxes(boxesDir);
  return {
    cacheDir,
    boxesDir,
    helperPath,
    pchDir,
    rootLinks: host.rootLinks,
    useBwrap: host.bwrapOk,
    cgroups: host.cgroups,
    dropPrivileges: isRoot(),
    check: host.check,
  };
}

/** Memoized per cache folder; a failed setup is retried on the next call. */
export function loadRuntime(options: SandboxOptions = {}): Promise<Runtime> {
  const cacheDir = path.resolve(options.cacheDir ?? defaultCacheDir());
  let runtime = runtimes.get(cacheDir);
  if (!runtime) {
    runtime = createRuntime(cacheDir);
    runtimes.set(cacheDir, runtime);
    runtime.catch(() => runtimes.delete(cacheDir));
  }
  return runtime;
}
