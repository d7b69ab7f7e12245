// Seeds content/practice: the language tracks and the problems with their judge tests (examples visible,
// tests/NN.in|out hidden). Upserts by slug and test position; never touches submissions.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { practiceLanguageFileSchema, problemFileSchema } from '@robo/contracts';
import type { Db } from './client.ts';
import { practiceLanguages, practiceProblems, practiceTests } from './schema/index.ts';
import { readJson, type Seeder } from './content.ts';

const DIFFICULTY_RANK = { easy: 0, medium: 1, hard: 2 } as const;

/** Hidden tests of a problem folder, in file-name order; every NN.in needs its NN.out. */
export function readHiddenTests(dir: string): { input: string; output: string }[] {
  const folder = join(dir, 'tests');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((f) => f.endsWith('.in'))
    .sort()
    .map((f) => {
      const out = join(folder, f.replace(/\.in$/, '.out'));
      if (!existsSync(out)) throw new Error(`Invalid content: ${join(folder, f)} has no matching .out file`);
      return { input: readFileSync(join(folder, f), 'utf8'), output: readFileSync(out, 'utf8') };
    });
}

export function problemDirs(contentDir: string): string[] {
  const root = join(contentDir, 'practice/problems');
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(root, d.name, 'problem.json')))
    .map((d) => join(root, d.name))
    .sort();
}

export const practiceSeeder: Seeder = {
  name: 'practice',
  async run(db: Db, contentDir: string) {
    const languagesFile = join(contentDir, 'practice/languages.json');
    if (!existsSync(languagesFile)) return 0;
    const languages = readJson(languagesFile, z.array(practiceLanguageFileSchema));
    await db
      .insert(practiceLanguages)
      .values(languages.map((l, position) => ({ ...l, position })))
      .onConflictDoUpdate({
        target: practiceLanguages.slug,
        set: {
          name: sql`excluded.name`,
          description: sql`excluded.description`,
          difficulty: sql`excluded.difficulty`,
          totalTime: sql`excluded.total_time`,
          position: sql`excluded.position`,
          updatedAt: sql`now()`,
        },
      });

    const dirs = problemDirs(contentDir);
    for (const [position, dir] of dirs.entries()) {
      const file = readJson(join(dir, 'problem.json'), problemFileSchema);
      const hidden = readHiddenTests(dir);
      const values = {
        slug: file.slug,
        title: file.title,
        difficulty: file.difficulty,
        difficultyRank: DIFFICULTY_RANK[file.difficulty],
        tags: file.tags,
        description: file.description,
        inputFormat: file.inputFormat,
        outputFormat: file.outputFormat,
        constraints: file.constraints,
        examples: file.examples,
        hints: file.hints,
        templates: file.templates,
        timeLimitMs: file.timeLimitMs,
        memoryLimitMb: file.memoryLimitMb,
        floatTolerance: file.floatTolerance ?? null,
        position,
      };
      const [row] = await db
        .insert(practiceProblems)
        .values(values)
        .onConflictDoUpdate({ target: practiceProblems.slug, set: { ...values, updatedAt: sql`now()` } })
        .returning({ id: practiceProblems.id });
      const problemId = row!.id;
      const tests = [
        ...file.examples.map((e) => ({ input: e.input, output: e.output, hidden: false })),
        ...hidden.map((t) => ({ ...t, hidden: true })),
      ].map((t, i) => ({ ...t, problemId, position: i + 1 }));
      await db
        .insert(practiceTests)
        .values(tests)
        .onConflictDoUpdate({
          target: [practiceTests.problemId, practiceTests.position],
          set: { hidden: sql`excluded.hidden`, input: sql`excluded.input`, output: sql`excluded.output` },
        });
      await db
        .delete(practiceTests)
        .where(and(eq(practiceTests.problemId, problemId), gt(practiceTests.position, tests.length)));
    }
    return dirs.length;
  },
};
