import { beforeEach, describe, expect, it } from 'vitest';
import { progressKey, progressPercent, readLocalProgress, writeLocalProgress } from './progress.ts';

describe('roadmap progress helpers', () => {
  beforeEach(() => localStorage.clear());

  it('caps the percentage at 100 and ignores weeks that are not in the roadmap', () => {
    expect(progressPercent(new Set(['a', 'b', 'x', 'y', 'z']), ['a', 'b'])).toBe(100);
    expect(progressPercent(new Set(['a']), ['a', 'b', 'c'])).toBe(33);
    expect(progressPercent(new Set(), [])).toBe(0);
  });

  it('keeps progress per slug and survives garbage in storage', () => {
    writeLocalProgress('industry', ['p1-w1']);
    expect(readLocalProgress('industry')).toEqual(['p1-w1']);
    expect(readLocalProgress('ai-engineer')).toEqual([]);
    localStorage.setItem(progressKey('industry'), '{not json');
    expect(readLocalProgress('industry')).toEqual([]);
  });
});
