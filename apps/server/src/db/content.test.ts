// Every content file the platform loads, checked against the contract schemas it is served with.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  GUIDE_CATEGORIES,
  GUIDE_DIFFICULTIES,
  TOPIC_SLUGS,
  contributionTypesFileSchema,
  guideFileSchema,
  guideTipsFileSchema,
  prerequisiteFileSchema,
  topicSchema,
} from '@robo/contracts';
import { readJson } from './seed.ts';
import { testEnv } from '../test/helper.ts';

const content = testEnv().CONTENT_DIR;
const mediaExists = (url: string) => readdirSync(join(content, 'media', url.replace(/^\/media\//, '').split('/').slice(0, -1).join('/'))).includes(url.split('/').pop()!);

describe('content files', () => {
  it('topics: all 24 of the learning bar', () => {
    const topics = readJson(join(content, 'learning/topics.json'), z.array(topicSchema));
    expect(topics.map((t) => t.slug).sort()).toEqual([...TOPIC_SLUGS].sort());
  });

  it('prerequisites: every topic has at least 3, with unique keys and existing thumbnails', () => {
    const dir = join(content, 'learning/prerequisites');
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files.map((f) => f.replace('.json', '')).sort()).toEqual([...TOPIC_SLUGS].sort());
    for (const file of files) {
      const list = readJson(join(dir, file), prerequisiteFileSchema);
      expect(new Set(list.map((p) => p.key)).size, file).toBe(list.length);
      for (const p of list) expect(mediaExists(p.thumbnail.url), `${file} ${p.thumbnail.url}`).toBe(true);
    }
  });

  it('guides: at least 30, over every category and difficulty, each file named by its slug', () => {
    const dir = join(content, 'guides');
    const files = readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'tips.json');
    const list = files.map((f) => {
      const g = readJson(join(dir, f), guideFileSchema);
      expect(g.slug, f).toBe(f.replace('.json', ''));
      return g;
    });
    expect(list.length).toBeGreaterThanOrEqual(30);
    expect(new Set(list.map((g) => g.category))).toEqual(new Set(GUIDE_CATEGORIES));
    expect(new Set(list.map((g) => g.difficulty))).toEqual(new Set(GUIDE_DIFFICULTIES));
    // Every guide teaches with code.
    for (const g of list) expect(g.content.tutorialSteps.some((s) => s.codeExample), g.slug).toBe(true);
    expect(readJson(join(dir, 'tips.json'), guideTipsFileSchema).length).toBeGreaterThanOrEqual(3);
  });

  it('contribution programmes: the three of the spec', () => {
    const list = readJson(join(content, 'contribution/types.json'), contributionTypesFileSchema);
    expect(list.map((t) => t.slug)).toEqual(['video-creator', 'graphic-designer', 'content-writer']);
  });
});
