import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTRIBUTION_MESSAGES } from '@robo/contracts';
import { contributionApplications } from '../../db/schema/index.ts';
import { createTestApp, signupUser } from '../../test/helper.ts';

const { app } = await createTestApp();

const valid = {
  contributionType: 'video-creator',
  personalInfo: { name: 'Priya Nair', email: 'Priya.Nair@Example.com', phone: '+91 98765 43210', college: 'IIT Madras', experience: 'intermediate', skills: ['ROS 2', 'Premiere Pro'] },
  portfolioLinks: [{ platform: 'YouTube', url: 'https://youtube.com/@priya' }, { platform: '', url: '' }],
  selectedDomains: ['ROS & Navigation'],
  proposedTopics: ['Nav2 in 10 minutes'],
  additionalInfo: '',
};
const submit = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/contributions', payload: payload as object, headers });

describe('GET /api/contribution-types', () => {
  it('answers the three programmes with the spec fields', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/contribution-types' });
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe(CONTRIBUTION_MESSAGES.typesFound);
    expect(body.data.map((t: { _id: string }) => t._id)).toEqual(['video-creator', 'graphic-designer', 'content-writer']);
    expect(body.data[0].domains[0].topics.length).toBeGreaterThan(0);
    expect(body.data[0].guidebook.introduction).toBeTruthy();
  });
});

describe('POST /api/contributions', () => {
  it('stores an anonymous application, dropping empty portfolio rows', async () => {
    const res = await submit(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: CONTRIBUTION_MESSAGES.submitted });
    const [row] = await app.db.select().from(contributionApplications).where(eq(contributionApplications.id, res.json().data.id));
    expect(row).toMatchObject({ userId: null, email: 'priya.nair@example.com', experience: 'intermediate', college: 'IIT Madras' });
    expect(row!.portfolioLinks).toEqual([{ platform: 'YouTube', url: 'https://youtube.com/@priya' }]);
  });

  it('links the application to the signed-in user, who alone sees it', async () => {
    const owner = await signupUser(app);
    const other = await signupUser(app);
    expect((await submit({ ...valid, contributionType: 'content-writer', selectedDomains: [] }, owner.auth)).statusCode).toBe(400);
    const writer = (await app.inject({ method: 'GET', url: '/api/contribution-types' })).json().data[2];
    const res = await submit({ ...valid, contributionType: 'content-writer', selectedDomains: [writer.domains[0].name] }, owner.auth);
    expect(res.statusCode).toBe(201);
    const mine = (await app.inject({ method: 'GET', url: '/api/contributions/mine', headers: owner.auth })).json();
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({ contributionType: 'content-writer', programmeName: writer.name, status: 'submitted' });
    expect(mine.pagination.total).toBe(1);
    const theirs = (await app.inject({ method: 'GET', url: '/api/contributions/mine', headers: other.auth })).json();
    expect(theirs.data).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/contributions/mine' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/contributions/mine?limit=101', headers: owner.auth })).statusCode).toBe(400);
  });

  it('refuses each missing required field with a 400 naming it', async () => {
    for (const field of ['name', 'email', 'phone', 'experience'] as const) {
      const { [field]: _dropped, ...personalInfo } = valid.personalInfo;
      const res = await submit({ ...valid, personalInfo });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().issues[0].path).toEqual(['body', 'personalInfo', field]);
    }
    const blankName = await submit({ ...valid, personalInfo: { ...valid.personalInfo, name: '   ' } });
    expect(blankName.json().issues[0].message).toBe('Full Name is required');
  });

  it('refuses a bad email, experience, portfolio URL, no domain, or domains and programmes that do not exist', async () => {
    const cases: [unknown, string][] = [
      [{ ...valid, personalInfo: { ...valid.personalInfo, email: 'priya@' } }, 'Please enter a valid email address'],
      [{ ...valid, personalInfo: { ...valid.personalInfo, experience: 'guru' } }, 'Please select your experience level'],
      [{ ...valid, portfolioLinks: [{ platform: 'Site', url: 'not a url' }] }, 'Please enter a valid URL'],
      [{ ...valid, selectedDomains: [] }, CONTRIBUTION_MESSAGES.domainRequired],
      [{ ...valid, selectedDomains: ['Cooking'] }, CONTRIBUTION_MESSAGES.unknownDomain],
      [{ ...valid, contributionType: 'astronaut' }, CONTRIBUTION_MESSAGES.unknownType],
    ];
    for (const [payload, message] of cases) {
      const res = await submit(payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});
