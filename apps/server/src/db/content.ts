// Helpers of the content seeders: the Seeder shape and a JSON reader that validates with a contract schema.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Db } from './client.ts';

export interface Seeder {
  name: string;
  run(db: Db, contentDir: string): Promise<number>;
}

export function readJson<T extends z.ZodType>(file: string, schema: T): z.output<T> {
  const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(`Invalid content in ${file}:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
