// The whole database schema; drizzle-kit generates migrations from this file.
export * from './users.ts';
export * from './forms.ts';
export * from './learning.ts';
export * from './entitlements.ts';
export * from './projects.ts';
export * from './events.ts';
export * from './roadmaps.ts';
export * from './courses.ts';
export * from './payments.ts';
export * from './guides.ts';
export * from './contribution.ts';
export * from './practice.ts';
export * from './arena.ts';
export * from './compete.ts';
