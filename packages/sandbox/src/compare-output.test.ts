import { describe, expect, it } from 'vitest';
import { compareOutput } from './compare-output.ts';

describe('compareOutput', () => {
  it('accepts identical output', () => {
    expect(compareOutput('1 2 3\nabc\n', '1 2 3\nabc\n')).toBe(true);
  });

  it('ignores trailing whitespace on each line, CRLF and trailing blank lines', () => {
    expect(compareOutput('1 2\n3\n', '1 2   \n3\t\n\n\n')).toBe(true);
    expect(compareOutput('1 2\r\n3\r\n', '1 2\n3')).toBe(true);
    expect(compareOutput('', '\n\n  \n')).toBe(true);
  });

  it('rejects other differences', () => {
    expect(compareOutput('1 2\n', '1  2\n')).toBe(false);
    expect(compareOutput('1 2\n', ' 1 2\n')).toBe(false);
    expect(compareOutput('1\n2\n', '1\n\n2\n')).toBe(false);
    expect(compareOutput('1\n2\n', '1\n')).toBe(false);
    expect(compareOutput('yes\n', 'YES\n')).toBe(false);
    expect(compareOutput('1.0\n', '1\n')).toBe(false);
  });

  describe('with floatTolerance', () => {
    const tol = { floatTolerance: 1e-6 };

    it('accepts numbers within the absolute tolerance', () => {
      expect(compareOutput('0.333333\n', '0.3333333333\n', tol)).toBe(true);
      expect(compareOutput('1.0\n', '1\n', tol)).toBe(true);
      expect(compareOutput('0\n', '-0.0000005\n', tol)).toBe(true);
      expect(compareOutput('3.14159265\n', '3.1416\n', tol)).toBe(false);
    });

    it('accepts large numbers within the relative tolerance', () => {
      expect(compareOutput('123456789012\n', '123456789012.5\n', tol)).toBe(true);
      expect(compareOutput('1e12\n', '1000000000000.9\n', tol)).toBe(true);
      expect(compareOutput('1e12\n', '1000002000000\n', tol)).toBe(false);
    });

    it('compares token by token, ignoring spacing between tokens', () => {
      expect(compareOutput('x = 1.5 y = 2.25\n', 'x =  1.5000001   y = 2.2500000\n', tol)).toBe(true);
      expect(compareOutput('x = 1.5\n', 'y = 1.5\n', tol)).toBe(false);
      expect(compareOutput('1.5 2.5\n', '1.5\n', tol)).toBe(false);
    });

    it('does not treat words or special values as numbers', () => {
      expect(compareOutput('nan\n', 'nan\n', tol)).toBe(true);
      expect(compareOutput('inf\n', 'Infinity\n', tol)).toBe(false);
      expect(compareOutput('0x10\n', '16\n', tol)).toBe(false);
    });
  });
});
