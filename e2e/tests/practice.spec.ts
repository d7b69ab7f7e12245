// Practice: solve a problem through the editor, run with a custom input, see compiler diagnostics.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { apiSignup, loginAs } from '../support/api.ts';

const problemDir = join(dirname(fileURLToPath(import.meta.url)), '../../content/practice/problems/gear-train-ratio');
const reference = readFileSync(join(problemDir, 'solution.py'), 'utf8');

// Judging compiles and runs real code on a shared machine: allow time for the verdict.
test.setTimeout(90_000);

/** Replaces the editor's content the way a paste does (no auto-indent or bracket closing on each key). */
async function typeCode(page: Page, label: string, code: string) {
  const editor = page.getByRole('textbox', { name: label });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

test('solve a problem in Python through the editor and see Accepted', async ({ page, request }) => {
  const session = await apiSignup(request);
  await loginAs(page, session, '/practice');
  await expect(page.getByText(/Showing 3 of 3 languages/)).toBeVisible();
  await page.getByRole('link', { name: /Python/ }).first().click();
  await expect(page).toHaveURL('/practice/python');
  await page.getByLabel('Search problems').fill('gear train');
  await page.getByRole('link', { name: /Gear Train Ratio/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gear Train Ratio' })).toBeVisible();

  // The untouched template is refused before anything is sent.
  const main = page.locator('main');
  await expect(page.getByRole('textbox', { name: 'Python code editor' })).toContainText('# Write your solution here');
  await main.getByRole('button', { name: 'Submit' }).click();
  await expect(main.getByRole('alert')).toHaveText('Please write your solution before running the code.');

  await typeCode(page, 'Python code editor', reference);
  await main.getByRole('button', { name: 'Submit' }).click();
  const result = main.getByRole('region', { name: 'Result' });
  await expect(result.getByRole('heading', { name: 'Accepted' })).toBeVisible({ timeout: 60_000 });
  await expect(result).toContainText(/Tests passed\s*(\d+) \/ \1/);
  await expect(result).toContainText(/Runtime\s*\d+ ms/);
  await expect(page.getByText('Solved', { exact: true })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Your submissions' })).toContainText('Accepted');

  // The profile counts it: one problem solved, an easy one.
  await page.goto('/profile');
  const practice = page.getByRole('region', { name: 'Practice' });
  await expect(practice.getByText('Problems solved')).toBeVisible();
  await expect(practice.locator('dd').first()).toHaveText('1');
  await expect(practice.getByText('Solved: 1 easy · 0 medium · 0 hard')).toBeVisible();
  await expect(practice.getByText('Gear Train Ratio')).toBeVisible();
});

test('run with a custom input shows the program output', async ({ page, request }) => {
  const session = await apiSignup(request);
  await loginAs(page, session, '/practice/python/problem/gear-train-ratio');
  await typeCode(page, 'Python code editor', reference);
  const main = page.locator('main');
  await main.getByLabel('Run with custom input').check();
  await main.getByRole('textbox', { name: 'Custom input' }).fill('1\n60 1 10 20\n');
  await main.getByRole('button', { name: 'Run Code' }).click();
  const result = main.getByRole('region', { name: 'Result' });
  await expect(result.getByRole('heading', { name: 'Finished' })).toBeVisible({ timeout: 60_000 });
  await expect(result.locator('pre')).toHaveText('30/1 CCW');
});

test('a compile error shows the compiler diagnostics', async ({ page, request }) => {
  const session = await apiSignup(request);
  await loginAs(page, session, '/practice/cpp/problem/gear-train-ratio');
  const main = page.locator('main');
  await expect(main.getByLabel('Language')).toHaveValue('cpp');
  await typeCode(page, 'C++ code editor', 'int main() {\n  return missing_variable;\n}\n');
  await main.getByRole('button', { name: 'Run Code' }).click();
  const result = main.getByRole('region', { name: 'Result' });
  await expect(result.getByRole('heading', { name: 'Compilation Error' })).toBeVisible({ timeout: 60_000 });
  await expect(result).toContainText('missing_variable');
  await expect(result).toContainText('Compiler output');
});
