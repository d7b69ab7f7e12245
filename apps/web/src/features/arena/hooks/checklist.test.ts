import { beforeEach, describe, expect, it } from 'vitest';
import { checklistKey, checklistPercent, initialChecklist, readChecklist, writeChecklist } from './checklist.ts';

describe('challenge checklist helpers', () => {
  beforeEach(() => localStorage.clear());

  it('starts from the server completions only while nothing is stored', () => {
    expect(initialChecklist(null, ['a', 'b'])).toEqual(new Set(['a', 'b']));
    // Unticked locally (spec: unchecking only removes it locally) stays unticked.
    expect(initialChecklist(['a'], ['a', 'b'])).toEqual(new Set(['a']));
    expect(initialChecklist([], ['a'])).toEqual(new Set());
  });

  it('keeps ticks per challenge and account, and survives garbage', () => {
    expect(readChecklist('mobile-robotics', 'u1')).toBeNull();
    writeChecklist('mobile-robotics', 'u1', new Set(['q1']));
    expect(readChecklist('mobile-robotics', 'u1')).toEqual(['q1']);
    expect(readChecklist('mobile-robotics', 'u2')).toBeNull();
    expect(readChecklist('ai-ml-engineer', 'u1')).toBeNull();
    localStorage.setItem(checklistKey('mobile-robotics', 'u1'), '{oops');
    expect(readChecklist('mobile-robotics', 'u1')).toBeNull();
  });

  it('caps the percentage and ignores unknown ids', () => {
    expect(checklistPercent(new Set(['a', 'x']), ['a', 'b', 'c', 'd'])).toBe(25);
    expect(checklistPercent(new Set(['a', 'b']), ['a', 'b'])).toBe(100);
    expect(checklistPercent(new Set(), [])).toBe(0);
  });
});
