import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ownCgroupDir, parseMountInfo, parseProcCgroup, V1Backend, V2Backend } from './cgroup.ts';

// Trimmed from real hosts: a v1/v2 hybrid (this judge machine) and a pure v2 systemd host.
const HYBRID_MOUNTINFO = `24 30 0:22 / /sys/fs/cgroup ro,nosuid,nodev,noexec shared:9 - tmpfs tmpfs ro,mode=755
25 24 0:23 / /sys/fs/cgroup/unified rw,nosuid,nodev,noexec,relatime shared:10 - cgroup2 cgroup2 rw,nsdelegate
26 24 0:24 / /sys/fs/cgroup/cpu,cpuacct rw,nosuid,nodev,noexec,relatime shared:11 - cgroup cgroup rw,cpu,cpuacct
27 24 0:25 / /sys/fs/cgroup/memory rw,nosuid,nodev,noexec,relatime shared:12 - cgroup cgroup rw,memory
28 24 0:26 / /sys/fs/cgroup/pids rw,nosuid,nodev,noexec,relatime shared:13 - cgroup cgroup rw,pids`;

const V2_MOUNTINFO = `35 24 0:30 / /sys/fs/cgroup rw,nosuid,nodev,noexec,relatime shared:9 - cgroup2 cgroup2 rw,nsdelegate,memory_recursiveprot`;

describe('cgroup detection helpers', () => {
  it('parses cgroup mounts with their controllers', () => {
    const mounts = parseMountInfo(HYBRID_MOUNTINFO).filter((m) => m.fsType.startsWith('cgroup'));
    expect(mounts.map((m) => [m.mountPoint, m.fsType])).toEqual([
      ['/sys/fs/cgroup/unified', 'cgroup2'],
      ['/sys/fs/cgroup/cpu,cpuacct', 'cgroup'],
      ['/sys/fs/cgroup/memory', 'cgroup'],
      ['/sys/fs/cgroup/pids', 'cgroup'],
    ]);
    expect(mounts[1]?.superOptions).toEqual(['rw', 'cpu', 'cpuacct']);
  });

  it('decodes escaped mount points and skips optional fields', () => {
    const [mount] = parseMountInfo('40 24 0:31 /a /mnt/with\\040space rw shared:1 master:2 - cgroup2 cgroup2 rw');
    expect(mount).toEqual({ root: '/a', mountPoint: '/mnt/with space', fsType: 'cgroup2', superOptions: ['rw'] });
  });

  it('parses /proc/self/cgroup for both layouts', () => {
    const own = parseProcCgroup('12:pids:/\n4:memory:/judge/worker\n3:cpu,cpuacct:/\n0::/user.slice\n');
    expect(own.v1.get('memory')).toBe('/judge/worker');
    expect(own.v1.get('cpuacct')).toBe('/');
    expect(own.v2).toBe('/user.slice');
    expect(parseProcCgroup('0::/\n')).toEqual({ v1: new Map(), v2: '/' });
  });

  it('resolves our cgroup folder, also when the mount exposes only a subtree', () => {
    const [v2] = parseMountInfo(V2_MOUNTINFO);
    expect(v2 && ownCgroupDir(v2, '/system.slice/judge.service')).toBe('/sys/fs/cgroup/system.slice/judge.service');
    const [container] = parseMountInfo('50 24 0:32 /docker/abc /sys/fs/cgroup/memory rw - cgroup cgroup rw,memory');
    expect(container && ownCgroupDir(container, '/docker/abc')).toBe('/sys/fs/cgroup/memory');
    expect(container && ownCgroupDir(container, '/docker/abc/sub')).toBe('/sys/fs/cgroup/memory/sub');
  });
});

/**
 * The control-file names and formats, checked against plain folders standing
 * in for cgroupfs. This host is v1, so this is the only check the v2 backend
 * gets here.
 */
describe('cgroup backends on a fake cgroupfs', () => {
  const roots: string[] = [];
  const fakeRoot = () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'robo-fake-cgroup-'));
    roots.push(root);
    return root;
  };
  afterAll(() => {
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });

  it('v2: writes memory.max, swap, pids.max and cpu.max; reads cpu.stat, memory.peak and memory.events', async () => {
    const base = fakeRoot();
    const cgroup = await new V2Backend(base, true).create('123-box-1');
    const dir = path.join(base, '123-box-1');
    expect(cgroup.procsFiles).toEqual([path.join(dir, 'cgroup.procs')]);
    writeFileSync(path.join(dir, 'memory.swap.max'), 'max');
    cgroup.setLimits({ memoryBytes: 256 << 20, maxPids: 7, cpus: 1 });
    expect(readFileSync(path.join(dir, 'memory.max'), 'utf8')).toBe(String(256 << 20));
    expect(readFileSync(path.join(dir, 'memory.swap.max'), 'utf8')).toBe('0');
    expect(readFileSync(path.join(dir, 'pids.max'), 'utf8')).toBe('7');
    expect(readFileSync(path.join(dir, 'cpu.max'), 'utf8')).toBe('100000 100000');

    writeFileSync(path.join(dir, 'cpu.stat'), 'usage_usec 123456\nuser_usec 100000\nsystem_usec 23456\n');
    writeFileSync(path.join(dir, 'memory.peak'), '52428800\n');
    writeFileSync(path.join(dir, 'memory.events'), 'low 0\nhigh 0\nmax 4\noom 1\noom_kill 1\noom_group_kill 0\n');
    expect(cgroup.stats()).toEqual({ cpuUs: 123456, memoryPeakBytes: 52428800, oomKills: 1, memoryLimitHits: 4 });
  });

  it('v2: copes without memory.peak (Linux < 5.19)', async () => {
    const base = fakeRoot();
    const cgroup = await new V2Backend(base, false).create('1-a-1');
    expect(cgroup.stats()).toEqual({ cpuUs: 0, memoryPeakBytes: null, oomKills: 0, memoryLimitHits: 0 });
  });

  it('v1: spreads limits over the hierarchies and reads cpuacct and memory statistics', async () => {
    const [memory, pids, cpu] = [fakeRoot(), fakeRoot(), fakeRoot()];
    const backend = new V1Backend([
      { controllers: ['memory'], base: memory },
      { controllers: ['pids'], base: pids },
      { controllers: ['cpu', 'cpuacct'], base: cpu },
    ]);
    const cgroup = await backend.create('9-box-2');
    expect(cgroup.procsFiles).toHaveLength(3);
    writeFileSync(path.join(memory, '9-box-2', 'memory.memsw.limit_in_bytes'), '9223372036854771712');
    cgroup.setLimits({ memoryBytes: 64 << 20, maxPids: 4, cpus: 1 });
    expect(readFileSync(path.join(memory, '9-box-2', 'memory.limit_in_bytes'), 'utf8')).toBe(String(64 << 20));
    expect(readFileSync(path.join(memory, '9-box-2', 'memory.memsw.limit_in_bytes'), 'utf8')).toBe(String(64 << 20));
    expect(readFileSync(path.join(pids, '9-box-2', 'pids.max'), 'utf8')).toBe('4');
    expect(readFileSync(path.join(cpu, '9-box-2', 'cpu.cfs_quota_us'), 'utf8')).toBe('100000');

    writeFileSync(path.join(cpu, '9-box-2', 'cpuacct.usage'), '2500000000\n');
    writeFileSync(path.join(memory, '9-box-2', 'memory.max_usage_in_bytes'), '1048576\n');
    writeFileSync(path.join(memory, '9-box-2', 'memory.failcnt'), '3\n');
    writeFileSync(path.join(memory, '9-box-2', 'memory.oom_control'), 'oom_kill_disable 0\nunder_oom 0\noom_kill 2\n');
    expect(cgroup.stats()).toEqual({ cpuUs: 2_500_000, memoryPeakBytes: 1048576, oomKills: 2, memoryLimitHits: 3 });
  });
});
