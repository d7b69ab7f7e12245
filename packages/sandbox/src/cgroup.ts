/**
 * Per-run control groups: the only reliable way to cap memory and process
 * count of everything a submission spawns, and to account CPU time and peak
 * memory of processes Node cannot wait for itself.
 *
 * Both layouts are supported and detected at start:
 * - v2 (unified): one directory per run with memory.max, pids.max, cpu.max.
 * - v1 (legacy/hybrid): one directory per run in each of the memory, pids,
 *   cpuacct (and, when available, cpu) hierarchies.
 *
 * Run cgroups are created below the judge's own cgroup (in a `robo-sandbox`
 * folder) so that limits placed on the judge itself still apply to them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, readdir, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface CgroupLimits {
  memoryBytes: number;
  maxPids: number;
  /** CPU bandwidth in cores (cfs quota); omitted = unlimited. */
  cpus?: number;
}

export interface CgroupStats {
  cpuUs: number;
  /** Null when the kernel does not keep a peak (v2 before Linux 5.19). */
  memoryPeakBytes: number | null;
  /** Processes killed by the OOM killer because of this cgroup's limit. */
  oomKills: number;
  /** Times usage hit the limit (reclaim may have succeeded). */
  memoryLimitHits: number;
}

/**
 * Limits and statistics use synchronous I/O on purpose: cgroupfs files live
 * in memory and answer in microseconds, while each libuv thread-pool round
 * trip costs about a millisecond on a busy judge, right on the critical path
 * of every run. Creating and removing cgroups can block in the kernel, so
 * those stay asynchronous (and happen off the critical path).
 */
export interface RunCgroup {
  /** cgroup.procs files the helper writes its own pid into before exec'ing bwrap. */
  readonly procsFiles: string[];
  /** Applied once the launcher has joined, before the sandbox starts. */
  setLimits(limits: CgroupLimits): void;
  cpuUsageUs(): number;
  stats(): CgroupStats;
  killAll(): Promise<void>;
  /** Kills whatever is left and removes the directories. Never throws. */
  destroy(): Promise<void>;
}

export interface CgroupBackend {
  readonly version: 'v1' | 'v2';
  /** Human-readable location, for diagnostics. */
  readonly description: string;
  /** An empty, unlimited cgroup; limits are set when the run starts. */
  create(name: string): Promise<RunCgroup>;
  /** Removes run cgroups left behind by judge processes that died. */
  cleanupStale(): Promise<void>;
}

export interface MountEntry {
  root: string;
  mountPoint: string;
  fsType: string;
  superOptions: string[];
}

/** Parses /proc/self/mountinfo (see proc(5)); octal escapes such as \040 are decoded. */
export function parseMountInfo(text: string): MountEntry[] {
  const unescape = (s: string) => s.replace(/\\([0-7]{3})/g, (_, oct: string) => String.fromCharCode(parseInt(oct, 8)));
  const entries: MountEntry[] = [];
  for (const line of text.split('\n')) {
    const fields = line.split(' ');
    const dash = fields.indexOf('-');
    const root = fields[3];
    const mountPoint = fields[4];
    const fsType = fields[dash + 1];
    const superOptions = fields[dash + 3];
    if (dash < 6 || root === undefined || mountPoint === undefined || fsType === undefined) continue;
    entries.push({
      root: unescape(root),
      mountPoint: unescape(mountPoint),
      fsType,
      superOptions: (superOptions ?? '').split(','),
    });
  }
  return entries;
}

export interface ProcCgroup {
  /** v1 controller name -> cgroup path of this process. */
  v1: Map<string, string>;
  /** cgroup path in the unified hierarchy, or null. */
  v2: string | null;
}

/** Parses /proc/self/cgroup ("id:controllers:path" per line). */
export function parseProcCgroup(text: string): ProcCgroup {
  const result: ProcCgroup = { v1: new Map(), v2: null };
  for (const line of text.split('\n')) {
    const match = /^(\d+):([^:]*):(.*)$/.exec(line);
    if (!match) continue;
    const [, id, controllers, cgroupPath] = match as unknown as [string, string, string, string];
    if (id === '0' && controllers === '') {
      result.v2 = cgroupPath;
      continue;
    }
    for (const controller of controllers.split(',')) {
      if (controller) result.v1.set(controller, cgroupPath);
    }
  }
  return result;
}

/**
 * Directory of this process's cgroup inside a mounted hierarchy. Without a
 * cgroup namespace /proc/self/cgroup shows the full path while the mount may
 * expose only a subtree (mount root), so the root prefix is stripped.
 */
export function ownCgroupDir(mount: MountEntry, cgroupPath: string): string {
  let relative = cgroupPath;
  if (mount.root !== '/' && (relative === mount.root || relative.startsWith(`${mount.root}/`))) {
    relative = relative.slice(mount.root.length);
  }
  return path.join(mount.mountPoint, relative);
}

const BASE_NAME = 'robo-sandbox';
const V1_REQUIRED = ['memory', 'pids', 'cpuacct'] as const;

async function readText(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return null;
  }
}

function readTextSync(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** Writes a control file; ENOENT is tolerated for optional ones (e.g. memsw without swap accounting). */
function writeControl(file: string, value: string, optional = false): void {
  try {
    writeFileSync(file, value);
  } catch (error) {
    if (!optional || (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Reads "key value" lines (memory.events, cpu.stat, memory.oom_control). */
function keyedValue(text: string | null, key: string): number | null {
  if (text === null) return null;
  const match = new RegExp(`^${key} (\\d+)$`, 'm').exec(text);
  return match?.[1] === undefined ? null : Number(match[1]);
}

function numberOrNull(text: string | null): number | null {
  if (text === null) return null;
  const value = Number(text.trim());
  return Number.isFinite(value) ? value : null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** True while a process with this pid exists (EPERM: it exists but is not ours). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** SIGKILLs every member until the cgroups are empty (members may still be forking). */
async function killMembers(dirs: string[]): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    let found = false;
    for (const dir of dirs) {
      const text = readTextSync(path.join(dir, 'cgroup.procs'));
      for (const pid of (text ?? '').split('\n').filter(Boolean).map(Number)) {
        found = true;
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    }
    if (!found) return;
    await sleep(attempt < 10 ? 2 : 20);
  }
}

/** rmdir with retries: a killed process leaves its cgroup a moment after the signal. */
async function removeDirs(dirs: string[]): Promise<void> {
  for (const dir of dirs) {
    for (let attempt = 0; attempt < 50; attempt++) {
      try {
        await rmdir(dir);
        break;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') break;
        if (code !== 'EBUSY' || attempt === 49) break;
        await killMembers([dir]);
        await sleep(attempt < 10 ? 2 : 20);
      }
    }
  }
}

/** Removes `<pid>-…` children of base whose judge process no longer exists. */
async function cleanupStaleIn(bases: string[], destroy: (name: string) => Promise<void>): Promise<void> {
  const names = new Set<string>();
  for (const base of bases) {
    for (const name of await readdir(base).catch(() => [] as string[])) {
      const pid = Number(/^(\d+)-/.exec(name)?.[1]);
      if (Number.isInteger(pid) && pid !== process.pid && !isProcessAlive(pid)) names.add(name);
    }
  }
  for (const name of names) await destroy(name);
}

// ---------------------------------------------------------------- v1

export interface V1Hierarchy {
  controllers: string[];
  base: string;
}

export class V1Backend implements CgroupBackend {
  readonly version = 'v1' as const;
  readonly description: string;

  constructor(private readonly hierarchies: V1Hierarchy[]) {
    this.description = `cgroup v1 (${hierarchies.map((h) => h.base).join(', ')})`;
  }

  private baseOf(controller: string): string | undefined {
    return this.hierarchies.find((h) => h.controllers.includes(controller))?.base;
  }

  async create(name: string): Promise<RunCgroup> {
    const dirs = this.hierarchies.map((h) => path.join(h.base, name));
    const dirOf = (controller: string) => {
      const base = this.baseOf(controller);
      return base === undefined ? null : path.join(base, name);
    };
    const cgroup = new V1RunCgroup(
      dirs,
      dirOf('memory') ?? '',
      dirOf('pids') ?? '',
      dirOf('cpuacct') ?? '',
      dirOf('cpu'),
    );
    try {
      for (const dir of dirs) await mkdir(dir);
    } catch (error) {
      await cgroup.destroy();
      throw error;
    }
    return cgroup;
  }

  async cleanupStale(): Promise<void> {
    await cleanupStaleIn(
      this.hierarchies.map((h) => h.base),
      async (name) => {
        const dirs = this.hierarchies.map((h) => path.join(h.base, name));
        await killMembers(dirs);
        await removeDirs(dirs);
      },
    );
  }
}

class V1RunCgroup implements RunCgroup {
  readonly procsFiles: string[];

  constructor(
    private readonly dirs: string[],
    private readonly memory: string,
    private readonly pids: string,
    private readonly cpuacct: string,
    private readonly cpu: string | null,
  ) {
    this.procsFiles = dirs.map((dir) => path.join(dir, 'cgroup.procs'));
  }

  setLimits(limits: CgroupLimits): void {
    // memory before memsw: memsw may never be below memory, and both start unlimited.
    writeControl(path.join(this.memory, 'memory.limit_in_bytes'), String(limits.memoryBytes));
    // With swap accounting, memory+swap must be capped too or the limit leaks into swap.
    writeControl(path.join(this.memory, 'memory.memsw.limit_in_bytes'), String(limits.memoryBytes), true);
    writeControl(path.join(this.pids, 'pids.max'), String(limits.maxPids));
    if (limits.cpus !== undefined && this.cpu !== null) {
      const period = 100_000;
      writeControl(path.join(this.cpu, 'cpu.cfs_period_us'), String(period));
      writeControl(path.join(this.cpu, 'cpu.cfs_quota_us'), String(Math.round(limits.cpus * period)));
    }
  }

  cpuUsageUs(): number {
    return Math.round((numberOrNull(readTextSync(path.join(this.cpuacct, 'cpuacct.usage'))) ?? 0) / 1000);
  }

  stats(): CgroupStats {
    const oomControl = readTextSync(path.join(this.memory, 'memory.oom_control'));
    return {
      cpuUs: this.cpuUsageUs(),
      memoryPeakBytes: numberOrNull(readTextSync(path.join(this.memory, 'memory.max_usage_in_bytes'))),
      // oom_kill appeared in Linux 4.13; older kernels only tell us the limit was hit.
      oomKills: keyedValue(oomControl, 'oom_kill') ?? 0,
      memoryLimitHits: numberOrNull(readTextSync(path.join(this.memory, 'memory.failcnt'))) ?? 0,
    };
  }

  async killAll(): Promise<void> {
    // pids first: it is the hierarchy every member is guaranteed to be in.
    await killMembers([this.pids, ...this.dirs.filter((d) => d !== this.pids)]);
  }

  async destroy(): Promise<void> {
    try {
      await this.killAll();
      await removeDirs(this.dirs);
    } catch {
      // Best effort: cleanupStale() retries after a restart.
    }
  }
}

// ---------------------------------------------------------------- v2

export class V2Backend implements CgroupBackend {
  readonly version = 'v2' as const;
  readonly description: string;

  constructor(
    private readonly base: string,
    private readonly hasCpu: boolean,
  ) {
    this.description = `cgroup v2 (${base})`;
  }

  async create(name: string): Promise<RunCgroup> {
    const dir = path.join(this.base, name);
    await mkdir(dir);
    return new V2RunCgroup(dir, this.hasCpu);
  }

  async cleanupStale(): Promise<void> {
    await cleanupStaleIn([this.base], (name) => new V2RunCgroup(path.join(this.base, name), false).destroy());
  }
}

class V2RunCgroup implements RunCgroup {
  readonly procsFiles: string[];

  constructor(
    private readonly dir: string,
    private readonly hasCpu: boolean,
  ) {
    this.procsFiles = [path.join(dir, 'cgroup.procs')];
  }

  setLimits(limits: CgroupLimits): void {
    writeControl(path.join(this.dir, 'memory.max'), String(limits.memoryBytes));
    // No swap: a swapping submission would just be a slow MLE.
    writeControl(path.join(this.dir, 'memory.swap.max'), '0', true);
    writeControl(path.join(this.dir, 'pids.max'), String(limits.maxPids));
    if (limits.cpus !== undefined && this.hasCpu) {
      const period = 100_000;
      writeControl(path.join(this.dir, 'cpu.max'), `${Math.round(limits.cpus * period)} ${period}`);
    }
  }

  cpuUsageUs(): number {
    // usage_usec is present even when the cpu controller is not enabled.
    return keyedValue(readTextSync(path.join(this.dir, 'cpu.stat')), 'usage_usec') ?? 0;
  }

  stats(): CgroupStats {
    const events = readTextSync(path.join(this.dir, 'memory.events'));
    return {
      cpuUs: this.cpuUsageUs(),
      memoryPeakBytes: numberOrNull(readTextSync(path.join(this.dir, 'memory.peak'))),
      oomKills: keyedValue(events, 'oom_kill') ?? 0,
      memoryLimitHits: keyedValue(events, 'max') ?? 0,
    };
  }

  async killAll(): Promise<void> {
    // cgroup.kill (Linux 5.14) kills atomically, racing no fork.
    try {
      await writeFile(path.join(this.dir, 'cgroup.kill'), '1');
    } catch {
      // Older kernel or already removed: fall back to signalling members.
    }
    await killMembers([this.dir]);
  }

  async destroy(): Promise<void> {
    try {
      await this.killAll();
      await removeDirs([this.dir]);
    } catch {
      // Best effort: cleanupStale() retries after a restart.
    }
  }
}

/** Enables controllers for the children of dir, one by one so an optional one cannot block the rest. */
async function enableControllers(dir: string, controllers: string[]): Promise<void> {
  for (const controller of controllers) {
    await writeFile(path.join(dir, 'cgroup.subtree_control'), `+${controller}`);
  }
}

async function setUpV2(ownDir: string, mountPoint: string): Promise<CgroupBackend> {
  const available = ((await readText(path.join(ownDir, 'cgroup.controllers'))) ?? '').trim().split(/\s+/);
  for (const needed of ['memory', 'pids']) {
    if (!available.includes(needed)) throw new Error(`cgroup v2: controller "${needed}" is not available in ${ownDir}`);
  }
  const controllers = ['memory', 'pids', ...(available.includes('cpu') ? ['cpu'] : [])];
  try {
    await enableControllers(ownDir, controllers);
  } catch (error) {
    // "No internal processes": a non-root cgroup that has member processes
    // cannot hand controllers to children. Move the judge into a leaf first,
    // the same dance container runtimes do when given a delegated cgroup.
    if ((error as NodeJS.ErrnoException).code !== 'EBUSY' || ownDir === mountPoint) throw error;
    const leaf = path.join(ownDir, 'robo-judge');
    await mkdir(leaf, { recursive: true });
    await writeFile(path.join(leaf, 'cgroup.procs'), String(process.pid));
    await enableControllers(ownDir, controllers);
  }
  const base = path.join(ownDir, BASE_NAME);
  await mkdir(base, { recursive: true });
  await enableControllers(base, controllers);
  return new V2Backend(base, controllers.includes('cpu'));
}

async function setUpV1(mounts: MountEntry[], own: ProcCgroup): Promise<CgroupBackend> {
  const hierarchies: V1Hierarchy[] = [];
  for (const controller of [...V1_REQUIRED, 'cpu']) {
    if (hierarchies.some((h) => h.controllers.includes(controller))) continue;
    const mount = mounts.find((m) => m.fsType === 'cgroup' && m.superOptions.includes(controller));
    if (!mount) {
      if (controller === 'cpu') continue;
      throw new Error(`cgroup v1: no "${controller}" hierarchy is mounted`);
    }
    const base = path.join(ownCgroupDir(mount, own.v1.get(controller) ?? '/'), BASE_NAME);
    await mkdir(base, { recursive: true });
    hierarchies.push({ controllers: mount.superOptions.filter((o) => [...V1_REQUIRED, 'cpu'].includes(o)), base });
  }
  return new V1Backend(hierarchies);
}

export interface CgroupDetection {
  backend: CgroupBackend | null;
  problems: string[];
}

/**
 * Picks v2 when the unified hierarchy actually has the memory and pids
 * controllers (a hybrid system mounts cgroup2 with none of them), otherwise
 * v1 when memory, pids and cpuacct hierarchies are mounted.
 */
export async function detectCgroups(): Promise<CgroupDetection> {
  const problems: string[] = [];
  const [mountInfo, procCgroup] = await Promise.all([readText('/proc/self/mountinfo'), readText('/proc/self/cgroup')]);
  if (mountInfo === null || procCgroup === null) {
    return { backend: null, problems: ['cannot read /proc/self/mountinfo or /proc/self/cgroup'] };
  }
  const mounts = parseMountInfo(mountInfo);
  const own = parseProcCgroup(procCgroup);

  const unified = mounts.find((m) => m.fsType === 'cgroup2');
  if (unified && own.v2 !== null) {
    const ownDir = ownCgroupDir(unified, own.v2);
    const controllers = ((await readText(path.join(ownDir, 'cgroup.controllers'))) ?? '').split(/\s+/);
    if (controllers.includes('memory') && controllers.includes('pids')) {
      try {
        return { backend: await setUpV2(ownDir, unified.mountPoint), problems };
      } catch (error) {
        problems.push(`cgroup v2 at ${ownDir} is not usable: ${(error as Error).message}`);
      }
    }
  }

  if (mounts.some((m) => m.fsType === 'cgroup' && m.superOptions.includes('memory'))) {
    try {
      return { backend: await setUpV1(mounts, own), problems };
    } catch (error) {
      problems.push(`cgroup v1 is not usable: ${(error as Error).message}`);
    }
  }

  if (problems.length === 0) problems.push('no usable cgroup hierarchy with memory and pids controllers was found');
  return { backend: null, problems };
}
