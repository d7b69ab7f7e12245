/**
 * Hostile submissions. Each test states what must hold for the host, not
 * just which verdict comes back.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compileAndRun,
  LIMITS,
  sandboxUnavailable,
  setUp,
  SETUP_TIMEOUT_MS,
  TEST_TIMEOUT_MS,
  withBox,
} from './test-helpers.ts';

beforeAll(setUp, SETUP_TIMEOUT_MS);

/** Runs a Python probe that prints one JSON object, and parses it. */
async function probe<T = Record<string, unknown>>(source: string): Promise<T> {
  const result = await compileAndRun('python', source);
  expect(result.stderr).toBe('');
  expect(result.status).toBe('ok');
  return JSON.parse(result.stdout) as T;
}

describe.skipIf(sandboxUnavailable)('attacks', { timeout: TEST_TIMEOUT_MS }, () => {
  describe('fork bombs', () => {
    it('caps a C fork bomb at maxProcesses and cleans up every process', async () => {
      const source = `#include <stdio.h>
#include <unistd.h>
int main(void) {
  int ok = 0;
  for (int i = 0; i < 1000; i++) {
    pid_t pid = fork();
    if (pid == 0) { pause(); _exit(0); }
    if (pid > 0) ok++;
  }
  printf("%d\\n", ok);
  fflush(stdout);
  for (;;) fork();
}`;
      const started = Date.now();
      const result = await compileAndRun('c', source, { limits: { maxProcesses: 10, cpuTimeMs: 500 } });
      // The main process counts against the limit too.
      expect(Number(result.stdout.trim())).toBeLessThanOrEqual(9);
      expect(Number(result.stdout.trim())).toBeGreaterThan(0);
      expect(['time_limit_exceeded', 'runtime_error']).toContain(result.status);
      expect(Date.now() - started).toBeLessThan(10_000);

      // The host still works: a new sandbox starts and runs normally.
      const after = await compileAndRun('python', 'print("alive")');
      expect(after.stdout).toBe('alive\n');
    });

    it('caps a Python fork bomb', async () => {
      const source = `import os, time
count = 0
for _ in range(200):
    try:
        pid = os.fork()
    except OSError:
        break
    if pid == 0:
        time.sleep(60)
        os._exit(0)
    count += 1
print(count)`;
      const result = await compileAndRun('python', source, { limits: { maxProcesses: 6 } });
      expect(result.status).toBe('ok');
      expect(Number(result.stdout.trim())).toBeLessThanOrEqual(5);
    });

    it('caps threads as well as processes', async () => {
      const source = `import threading, time
count = 0
try:
    for _ in range(100):
        threading.Thread(target=time.sleep, args=(5,), daemon=True).start()
        count += 1
except RuntimeError:
    pass
print(count)`;
      const result = await compileAndRun('python', source, { limits: { maxProcesses: 4 } });
      expect(Number(result.stdout.trim())).toBeLessThanOrEqual(3);
    });
  });

  describe('network', () => {
    let server: net.Server;
    let port = 0;

    beforeAll(async () => {
      server = net.createServer((socket) => socket.end('secret\n'));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as net.AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('cannot reach the internet or services on the host', async () => {
      const result = await probe(`import json, socket
def attempt(host, port):
    try:
        socket.create_connection((host, port), timeout=2).close()
        return 'connected'
    except OSError as e:
        return type(e).__name__
print(json.dumps({
    'internet': attempt('1.1.1.1', 80),
    'host_loopback': attempt('127.0.0.1', ${port}),
    'dns': attempt('example.com', 80),
    'interfaces': [name for _, name in socket.if_nameindex()],
}))`);
      expect(result.internet).not.toBe('connected');
      expect(result.host_loopback).not.toBe('connected');
      expect(result.dns).not.toBe('connected');
      expect(result.interfaces).toEqual(['lo']);
    });

    it('cannot connect from C either', async () => {
      const source = `#include <arpa/inet.h>
#include <stdio.h>
#include <sys/socket.h>
#include <unistd.h>
int main(void) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in addr = { .sin_family = AF_INET, .sin_port = htons(${port}) };
  inet_pton(AF_INET, "127.0.0.1", &addr.sin_addr);
  puts(connect(fd, (struct sockaddr *)&addr, sizeof addr) == 0 ? "connected" : "failed");
  return 0;
}`;
      const result = await compileAndRun('c', source);
      expect(result.stdout).toBe('failed\n');
    });
  });

  describe('file system', () => {
    it('cannot see host files', async () => {
      const result = await probe(`import json, os
def readable(path):
    try:
        with open(path, 'rb') as f:
            f.read(1)
        return True
    except OSError:
        return False
print(json.dumps({
    'root': sorted(os.listdir('/')),
    'shadow': readable('/etc/shadow'),
    'passwd': readable('/etc/passwd'),
    'root_home': os.path.exists('/root'),
    'work': os.path.exists('/work/main/package.json'),
    'sys': os.path.exists('/sys/fs/cgroup'),
    'host_pids': len([p for p in os.listdir('/proc') if p.isdigit()]),
    'box': sorted(os.listdir('/box')),
}))`);
      expect(result.root).toEqual(expect.not.arrayContaining(['etc', 'root', 'work', 'home', 'sys', 'var']));
      expect(result.shadow).toBe(false);
      expect(result.passwd).toBe(false);
      expect(result.root_home).toBe(false);
      expect(result.work).toBe(false);
      expect(result.sys).toBe(false);
      // Only the sandbox's own pid namespace: bwrap's init, the helper, python.
      expect(result.host_pids).toBeLessThanOrEqual(3);
      expect(result.box).toEqual(['main.py']);
    });

    it('cannot write outside the box; the box itself is read-only at run time', async () => {
      const name = `robo-probe-${randomBytes(6).toString('hex')}`;
      const result = await probe<boolean[]>(`import json
def writable(path):
    try:
        with open(path, 'w') as f:
            f.write('x')
        return True
    except OSError:
        return False
paths = ['/${name}', '/usr/${name}', '/usr/bin/python3', '/box/${name}', '/box/main.py', '/proc/sys/kernel/hostname', '/dev/${name}', '/tmp/${name}']
print(json.dumps([writable(p) for p in paths]))`);
      // Only the private, size-capped tmpfs (last) is a scratch area.
      expect(result).toEqual([false, false, false, false, false, false, false, true]);
      expect(existsSync(`/tmp/${name}`)).toBe(false);
      expect(existsSync(`/${name}`)).toBe(false);
    });

    it('caps the scratch tmpfs', async () => {
      const result = await compileAndRun(
        'python',
        `import errno
try:
    with open('/tmp/big', 'wb') as f:
        for _ in range(200):
            f.write(b'x' * (1 << 20))
    print('wrote 200 MB')
except OSError as e:
    print(errno.errorcode[e.errno])`,
        { limits: { memoryMb: 512 } },
      );
      expect(result.stdout).toMatch(/^(ENOSPC|EFBIG)\n$/);
    });

    it('runs as an unprivileged user with no capabilities and no stray descriptors', async () => {
      const result = await probe(`import json, os
status = dict(line.split(':\\t', 1) for line in open('/proc/self/status').read().splitlines() if ':\\t' in line)
print(json.dumps({
    'uid': os.getuid(),
    'gid': os.getgid(),
    'cap_eff': status['CapEff'].strip(),
    'cap_bnd': status['CapBnd'].strip(),
    'fds': sorted(int(fd) for fd in os.listdir('/proc/self/fd')),
}))`);
      expect(result.uid).toBe(65534);
      expect(result.gid).toBe(65534);
      expect(result.cap_eff).toBe('0000000000000000');
      expect(result.cap_bnd).toBe('0000000000000000');
      // stdin, stdout, stderr and the descriptor listdir itself opened.
      expect(result.fds).toEqual([0, 1, 2, 3]);
    });

    it('cannot forge its result by writing to the status descriptor', async () => {
      const result = await compileAndRun(
        'python',
        `import os
for fd in range(3, 64):
    try:
        os.write(fd, b'R 0 0 1 1 1\\n')
    except OSError:
        pass
raise SystemExit(5)`,
      );
      expect(result).toMatchObject({ status: 'runtime_error', exitCode: 5 });
    });
  });

  describe('time', () => {
    it('kills a program that sleeps forever at the wall-time limit', async () => {
      const started = Date.now();
      const result = await compileAndRun('c', '#include <unistd.h>\nint main(void) { for (;;) sleep(1000); }', {
        limits: { cpuTimeMs: 300 },
      });
      expect(result.status).toBe('time_limit_exceeded');
      expect(result.cpuTimeMs).toBeLessThan(100);
      // Default wall limit: 2 * 300 + 500 ms.
      expect(result.wallTimeMs).toBeGreaterThanOrEqual(1100);
      // Compilation included; the point is that it ends at all.
      expect(Date.now() - started).toBeLessThan(10_000);
    });

    it('honours an explicit wall-time limit', async () => {
      const result = await compileAndRun('python', 'import time\ntime.sleep(3600)', {
        limits: { cpuTimeMs: 200, wallTimeMs: 700 },
      });
      expect(result.status).toBe('time_limit_exceeded');
      expect(result.wallTimeMs).toBeLessThan(2000);
    });

    it('counts CPU of child processes too', async () => {
      const source = `import os
for _ in range(2):
    if os.fork() == 0:
        while True:
            pass
os.wait()`;
      const result = await compileAndRun('python', source, { limits: { cpuTimeMs: 400 } });
      expect(result.status).toBe('time_limit_exceeded');
    });
  });

  describe('compiler', () => {
    it('does not hang on #include </dev/random>', async () => {
      for (const device of ['/dev/random', '/dev/zero']) {
        await withBox(async (box) => {
          const started = Date.now();
          const result = await box.compile('c', `#include <${device}>\nint main(void) { return 0; }`);
          expect(result.ok).toBe(false);
          expect(Date.now() - started).toBeLessThan(15_000);
        });
      }
    });

    it('cannot include host files', async () => {
      await withBox(async (box) => {
        const result = await box.compile('c', '#include "/etc/shadow"\nint main(void) { return 0; }');
        expect(result.ok).toBe(false);
        expect(result.diagnostics).toMatch(/No such file/);
      });
    });

    it('rejects executables larger than the file-size limit', async () => {
      await withBox(async (box) => {
        const result = await box.compile('c', 'char big[200 << 20] = {1};\nint main(void) { return big[0] - 1; }');
        expect(result.ok).toBe(false);
        expect(readdirSync(box.dir)).not.toContain('main');
      });
    }, 60_000);
  });

  it('keeps stdin of another box out of reach', async () => {
    await withBox(async (first) => {
      expect((await first.compile('python', 'import sys\nprint(sys.stdin.read())')).ok).toBe(true);
      const secret = await first.run({ stdin: 'secret-input', limits: LIMITS });
      expect(secret.stdout).toBe('secret-input\n');
      const result = await probe(`import json, os
print(json.dumps({'boxes': os.path.exists(${JSON.stringify(first.dir)})}))`);
      expect(result.boxes).toBe(false);
    });
  });
});
