import { describe, expect, it } from 'vitest';
import { classify } from './verdict.ts';

const clean = {
  killedFor: null,
  oomKilled: false,
  memoryLimitHit: false,
  signal: null,
  exitCode: 0,
  cpuLimitExceeded: false,
};

describe('classify', () => {
  it('accepts a clean exit within the CPU limit', () => {
    expect(classify(clean)).toBe('ok');
  });

  it('reports non-zero exits and signals as runtime errors', () => {
    expect(classify({ ...clean, exitCode: 1 })).toBe('runtime_error');
    expect(classify({ ...clean, exitCode: null, signal: 'SIGSEGV' })).toBe('runtime_error');
  });

  it('reports time limits from our kills, SIGXCPU and over-limit CPU', () => {
    expect(classify({ ...clean, killedFor: 'cpu', signal: 'SIGKILL', exitCode: null })).toBe('time_limit_exceeded');
    expect(classify({ ...clean, killedFor: 'wall', signal: 'SIGKILL', exitCode: null })).toBe('time_limit_exceeded');
    expect(classify({ ...clean, signal: 'SIGXCPU', exitCode: null })).toBe('time_limit_exceeded');
    expect(classify({ ...clean, cpuLimitExceeded: true })).toBe('time_limit_exceeded');
  });

  it('prefers the output limit, then an OOM kill', () => {
    expect(classify({ ...clean, killedFor: 'output', oomKilled: true })).toBe('output_limit_exceeded');
    expect(classify({ ...clean, oomKilled: true, signal: 'SIGKILL', exitCode: null })).toBe('memory_limit_exceeded');
  });

  it('treats hitting the memory limit as MLE only when the program then failed', () => {
    expect(classify({ ...clean, memoryLimitHit: true })).toBe('ok');
    expect(classify({ ...clean, memoryLimitHit: true, exitCode: 1 })).toBe('memory_limit_exceeded');
  });
});
