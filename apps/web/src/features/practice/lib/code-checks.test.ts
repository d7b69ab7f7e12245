import { describe, expect, it } from 'vitest';
import { isUnwrittenCode, isWellFormedToken, verdictText } from './code-checks.ts';

describe('isUnwrittenCode', () => {
  it('refuses empty code and untouched templates', () => {
    expect(isUnwrittenCode('  \n ')).toBe(true);
    expect(isUnwrittenCode('int main() {\n  // Write your solution here\n  return 0;\n}')).toBe(true);
    expect(isUnwrittenCode('n = int(input())\n# Write your solution here\nprint(n)')).toBe(true);
    expect(isUnwrittenCode('pass')).toBe(true);
    expect(isUnwrittenCode('# my idea\nreturn')).toBe(true);
  });

  it('accepts real code', () => {
    expect(isUnwrittenCode('print(int(input()) * 2)')).toBe(false);
    expect(isUnwrittenCode('#include <stdio.h>\nint main(void) { return 0; }')).toBe(false);
    expect(isUnwrittenCode('def f():\n    pass\nprint(1)')).toBe(false);
  });
});

describe('isWellFormedToken', () => {
  it('wants three parts with the standard prefix', () => {
    expect(isWellFormedToken('eyJhbGciOi.eyJzdWIi.c2lnbmF0dXJl')).toBe(true);
    expect(isWellFormedToken('abc.def.ghi')).toBe(false);
    expect(isWellFormedToken('eyJabc.def')).toBe(false);
    expect(isWellFormedToken(null)).toBe(false);
  });
});

describe('verdictText', () => {
  it('names the final states and shows any other as a generic error', () => {
    expect(verdictText('accepted', 'submit', false).title).toBe('Accepted');
    expect(verdictText('compilation_error', 'submit', false).title).toBe('Compilation Error');
    expect(verdictText('internal_error', 'submit', false)).toMatchObject({ title: 'Error', tone: 'error' });
    expect(verdictText('accepted', 'run', true).title).toBe('Finished');
  });
});
