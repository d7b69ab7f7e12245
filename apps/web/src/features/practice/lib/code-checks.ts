// Client-side rules of spec part 2 §5 and §8 for running and submitting code, and the verdict texts.
import type { SubmissionStatus } from '@robo/contracts';

export const PRACTICE_UI_MESSAGES = {
  writeSolution: 'Please write your solution before running the code.',
  loginToRun: 'Please login to run your code.',
  loginToSubmit: 'Please login to submit your solution.',
  invalidToken: 'Invalid authentication token. Please login again.',
  authFailed: 'Authentication failed. Please login again.',
  pollFailed: 'Failed to check code execution status. Please try again.',
  runFailed: 'Failed to run code. Please check your connection and try again.',
  problemNotFound: 'Problem not found',
  languagesFailed: 'Failed to Load Languages',
  noLanguages: 'No languages found',
} as const;

const PLACEHOLDER = /(\/\/|#)\s*Write your solution here/i;

/**
 * True when the code cannot be worth running: empty, still holding the template's placeholder comment, or
 * whose only statement is `pass` or a bare `return`.
 */
export function isUnwrittenCode(code: string): boolean {
  if (!code.trim()) return true;
  if (PLACEHOLDER.test(code)) return true;
  const statements = code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.replace(/(\/\/|#(?!include)).*$/, '').trim())
    .filter(Boolean);
  return statements.length > 0 && statements.every((s) => /^(pass|return;?)$/.test(s));
}

/** The stored token must look like a JWT (three base64url parts, the standard `eyJ` prefix). */
export function isWellFormedToken(token: string | null): boolean {
  return !!token && /^eyJ[\w-]*\.[\w-]+\.[\w-]+$/.test(token);
}

export interface VerdictText {
  title: string;
  message: string;
  tone: 'success' | 'error' | 'warning';
}

export function verdictText(status: SubmissionStatus | string, mode: 'submit' | 'run', custom: boolean): VerdictText {
  switch (status) {
    case 'accepted':
      if (custom) return { title: 'Finished', message: 'Your code ran on your input.', tone: 'success' };
      return mode === 'run'
        ? { title: 'Accepted', message: 'Your code passed the example test cases.', tone: 'success' }
        : { title: 'Accepted', message: 'Congratulations! Your solution passed all test cases.', tone: 'success' };
    case 'compilation_error':
      return { title: 'Compilation Error', message: 'Your code did not compile. Check the compiler output below.', tone: 'error' };
    case 'wrong_answer':
      return { title: 'Wrong Answer', message: 'Your output does not match the expected output.', tone: 'error' };
    case 'runtime_error':
      return { title: 'Runtime Error', message: 'Your code crashed while running.', tone: 'error' };
    case 'time_limit_exceeded':
      return { title: 'Time Limit Exceeded', message: 'Your code took too long. Look for a faster algorithm.', tone: 'warning' };
    case 'memory_limit_exceeded':
      return { title: 'Memory Limit Exceeded', message: 'Your code used too much memory.', tone: 'warning' };
    default:
      return { title: 'Error', message: 'An unknown error occurred while judging your code. Please try again.', tone: 'error' };
  }
}
