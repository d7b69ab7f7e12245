// The whole database schema; drizzle-kit generates migrations from this file.
export * from './users.ts';
export * from './forms.ts';
export * from './learning.ts';
export * from './entitlements.ts';
export * from './practice.ts';
