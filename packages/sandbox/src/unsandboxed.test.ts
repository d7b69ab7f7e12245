/**
 * The refusal policy and the development fallback, on a runtime that
 * pretends bwrap and cgroups are missing.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createBox, SandboxUnavailableError } from './index.ts';
import type * as PrepareModule from './prepare.ts';
import { LIMITS, sandboxUnavailable, setUp, SETUP_TIMEOUT_MS, TEST_TIMEOUT_MS } from './test-helpers.ts';

vi.mock('./prepare.ts', async (importOriginal) => {
  const original = await importOriginal<typeof PrepareModule>();
  return {
    ...original,
    loadRuntime: async (...args: Parameters<typeof original.loadRuntime>) => ({
      ...(await original.loadRuntime(...args)),
      useBwrap: false,
      cgroups: null,
      check: { ok: false, cgroup: 'none', problems: ['bubblewrap not found (pretend)'] },
    }),
  };
});

beforeAll(setUp, SETUP_TIMEOUT_MS);

describe.skipIf(sandboxUnavailable)('without a working sandbox', { timeout: TEST_TIMEOUT_MS }, () => {
  it('refuses to create a box by default', async () => {
    await expect(createBox()).rejects.toThrow(SandboxUnavailableError);
    await expect(createBox()).rejects.toThrow(/pretend/);
  });

  it('runs with allowUnsandboxed, after one loud warning, still as nobody and with limits', async () => {
    const warn = vi.fn<(message: string) => void>();
    for (let i = 0; i < 2; i++) {
      const box = await createBox({ allowUnsandboxed: true, logger: { warn } });
      try {
        expect((await box.compile('python', 'import os\nprint(os.getuid(), flush=True)\nwhile True: pass')).ok).toBe(
          true,
        );
        const result = await box.run({ limits: { ...LIMITS, cpuTimeMs: 300 } });
        expect(result.stdout).toBe('65534\n');
        // Only the rlimit backstop is left: SIGXCPU after the next whole second.
        expect(result.status).toBe('time_limit_exceeded');
      } finally {
        await box.dispose();
      }
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/WITHOUT A WORKING SANDBOX[\s\S]*pretend/);
  });
});
