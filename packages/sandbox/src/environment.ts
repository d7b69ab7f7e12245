/**
 * Host capability detection: bubblewrap, cgroups, compilers. Shared by
 * checkSandbox() (reporting) and prepare() (setting up the runtime).
 */
import { spawn } from 'node:child_process';
import { access, constants, lstat, readlink } from 'node:fs/promises';
import { detectCgroups, type CgroupBackend } from './cgroup.ts';
import { TOOLS } from './languages.ts';

/** The unprivileged user submissions run as (nobody on Debian). */
export const SANDBOX_ID = 65534;

export const isRoot = (): boolean => process.getuid?.() === 0;

/**
 * Mirrors the host's top-level /bin, /lib… in the sandbox root: symlinks into
 * /usr on merged-/usr systems (Debian 12), read-only binds where they are real
 * directories, so dynamically linked binaries find their loader either way.
 */
export async function rootLinkArgs(): Promise<string[]> {
  const args: string[] = [];
  for (const dir of ['/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32']) {
    try {
      const info = await lstat(dir);
      if (info.isSymbolicLink()) args.push('--symlink', await readlink(dir), dir);
      else if (info.isDirectory()) args.push('--ro-bind', dir, dir);
    } catch {
      // Absent on this host.
    }
  }
  return args;
}

export async function isExecutable(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a trusted host command (no sandbox) and collects its output. */
export function runCommand(
  argv: string[],
  options: { uid?: number; gid?: number; input?: string; cwd?: string; timeoutMs?: number } = {},
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const [file, ...args] = argv;
    if (file === undefined) throw new Error('empty command');
    const child = spawn(file, args, {
      cwd: options.cwd ?? '/',
      env: { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8' },
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: options.timeoutMs ?? 120_000,
      killSignal: 'SIGKILL',
      ...(options.uid === undefined ? {} : { uid: options.uid }),
      ...(options.gid === undefined ? {} : { gid: options.gid }),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.stdin.on('error', () => {});
    child.stdin.end(options.input ?? '');
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * Starts a trivial sandbox the way real runs do (as the sandbox user when we
 * are root, so unprivileged user namespaces must work), which catches kernels
 * or AppArmor policies that forbid them, not just a missing binary.
 */
export async function probeBwrap(rootLinks: string[]): Promise<string | null> {
  if (!(await isExecutable(TOOLS.bwrap))) return `bubblewrap not found at ${TOOLS.bwrap} (apt-get install bubblewrap)`;
  const args = [
    '--unshare-all',
    '--unshare-user',
    '--die-with-parent',
    '--new-session',
    '--cap-drop',
    'ALL',
    '--uid',
    String(SANDBOX_ID),
    '--gid',
    String(SANDBOX_ID),
    '--ro-bind',
    '/usr',
    '/usr',
    ...rootLinks,
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    '--clearenv',
    '--',
    '/usr/bin/true',
  ];
  const asSandboxUser = isRoot() ? { uid: SANDBOX_ID, gid: SANDBOX_ID } : {};
  try {
    const result = await runCommand([TOOLS.bwrap, ...args], { ...asSandboxUser, timeoutMs: 10_000 });
    if (result.code === 0) return null;
    return `bubblewrap cannot create a sandbox: ${result.stderr.trim() || `exit code ${String(result.code)}`}`;
  } catch (error) {
    return `bubblewrap cannot be started: ${(error as Error).message}`;
  }
}

export interface CgroupProbe {
  backend: CgroupBackend | null;
  problems: string[];
}

/** Detects the layout and proves it works by creating and removing a limited cgroup. */
export async function probeCgroups(): Promise<CgroupProbe> {
  const detection = await detectCgroups();
  const backend = detection.backend;
  if (!backend) return detection;
  try {
    const probe = await backend.create(`${process.pid}-probe-${Math.random().toString(36).slice(2, 8)}`);
    try {
      probe.setLimits({ memoryBytes: 64 * 1024 * 1024, maxPids: 8, cpus: 1 });
      probe.stats();
    } finally {
      await probe.destroy();
    }
    return { backend, problems: detection.problems };
  } catch (error) {
    return {
      backend: null,
      problems: [...detection.problems, `${backend.description} is not writable: ${(error as Error).message}`],
    };
  }
}

export async function missingTools(): Promise<string[]> {
  const problems: string[] = [];
  for (const tool of [TOOLS.gcc, TOOLS.gxx, TOOLS.python]) {
    if (!(await isExecutable(tool))) problems.push(`${tool} is missing`);
  }
  return problems;
}
