// Every request and response schema of the /api, shared by server validation and web types.
export * from './common.ts';
export * from './auth.ts';
export * from './newsletter.ts';
export * from './inquiry.ts';
export * from './feedback.ts';
export * from './health.ts';
export * from './learning.ts';
export * from './projects.ts';
export * from './events.ts';
export * from './roadmaps.ts';
export * from './courses.ts';
export * from './payments.ts';
export * from './guides.ts';
export * from './contribution.ts';
export * from './me.ts';
export * from './practice.ts';
export * from './compete.ts';
