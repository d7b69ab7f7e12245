import { describe, expect, it } from 'vitest';
import { createTestApp, signupUser } from '../../test/helper.ts';

const { app } = await createTestApp();

const valid = {
  title: 'Line follower with PID',
  description: 'An Arduino Nano line follower tuned with a PID loop and an IR array of five sensors.',
  tags: ['Arduino', 'pid', 'arduino'],
  repoUrl: 'https://github.com/example/line-follower',
  demoUrl: '',
};

describe('/api/projects', () => {
  it('publishes a project for a signed-in user and lists it for everyone', async () => {
    const author = await signupUser(app, { name: 'Kiran Patil' });
    const res = await app.inject({ method: 'POST', url: '/api/projects', headers: author.auth, payload: valid });
    expect(res.statusCode).toBe(201);
    const project = res.json().data;
    expect(project).toMatchObject({ title: valid.title, tags: ['arduino', 'pid'], demoUrl: null, author: { name: 'Kiran Patil' } });
    const list = await app.inject({ method: 'GET', url: '/api/projects?search=line%20follower' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.projects.map((p: { id: string }) => p.id)).toContain(project.id);
    const byTag = await app.inject({ method: 'GET', url: '/api/projects?tag=PID' });
    expect(byTag.json().data.projects.map((p: { id: string }) => p.id)).toContain(project.id);
  });

  it('needs a login to publish and validates every field', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/projects', payload: valid })).statusCode).toBe(401);
    const user = await signupUser(app);
    for (const bad of [{ ...valid, title: 'x' }, { ...valid, description: 'short' }, { ...valid, repoUrl: 'javascript:alert(1)' }, { ...valid, tags: Array.from({ length: 9 }, (_, i) => `t${i}`) }]) {
      const res = await app.inject({ method: 'POST', url: '/api/projects', headers: user.auth, payload: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('paginates with a hard upper bound on limit', async () => {
    const user = await signupUser(app);
    for (let i = 0; i < 3; i++) await app.inject({ method: 'POST', url: '/api/projects', headers: user.auth, payload: { ...valid, title: `Project number ${i}` } });
    const page = await app.inject({ method: 'GET', url: '/api/projects?mine=true&limit=2&page=2', headers: user.auth });
    expect(page.json().data.pagination).toMatchObject({ page: 2, limit: 2, total: 3, pages: 2 });
    expect(page.json().data.projects).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: '/api/projects?limit=500' })).statusCode).toBe(400);
  });

  it('lets only the author delete a project', async () => {
    const author = await signupUser(app);
    const other = await signupUser(app);
    const id = (await app.inject({ method: 'POST', url: '/api/projects', headers: author.auth, payload: valid })).json().data.id;
    expect((await app.inject({ method: 'DELETE', url: `/api/projects/${id}`, headers: other.auth })).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `/api/projects/${id}` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: `/api/projects/${id}`, headers: author.auth })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: `/api/projects/${id}`, headers: author.auth })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: '/api/projects/not-a-uuid', headers: author.auth })).statusCode).toBe(400);
  });
});
