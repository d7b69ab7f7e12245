import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_MESSAGES, NEWSLETTER_MESSAGES } from '@robo/contracts';
import { communityInquiries, feedback, newsletterSubscribers } from '../db/schema/index.ts';
import { createTestApp, signupUser, uniqueEmail } from '../test/helper.ts';

const { app } = await createTestApp();
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/auth/subscribe', () => {
  it('stores a subscriber once and answers a friendly success on a repeat', async () => {
    const email = uniqueEmail('News');
    const first = await post('/api/auth/subscribe', { email, firstName: 'Meera', lastName: '' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ success: true, message: NEWSLETTER_MESSAGES.subscribed });
    const again = await post('/api/auth/subscribe', { email: email.toUpperCase() });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, message: NEWSLETTER_MESSAGES.alreadySubscribed });
    const rows = await app.db.select().from(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: 'Meera', lastName: null });
  });

  it('answers the spec messages for a missing or invalid email', async () => {
    const missing = await post('/api/auth/subscribe', { email: '   ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(NEWSLETTER_MESSAGES.required);
    const invalid = await post('/api/auth/subscribe', { email: 'asha@' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(NEWSLETTER_MESSAGES.invalid);
    const absent = await post('/api/auth/subscribe', {});
    expect(absent.statusCode).toBe(400);
    expect(absent.json().message).toBe(NEWSLETTER_MESSAGES.required);
  });
});

describe('POST /api/community-inquiry', () => {
  const valid = { name: 'Dr. Kavita Menon', email: 'kavita@college.edu.in', phone: '+91 98765 43210', organization: 'NIT Calicut', program: 'Innovation Campus', message: 'We would like a hackathon.' };

  it('stores a valid inquiry', async () => {
    const res = await post('/api/community-inquiry', valid);
    expect(res.statusCode).toBe(201);
    expect(res.json().success).toBe(true);
    const rows = await app.db.select().from(communityInquiries).where(eq(communityInquiries.email, 'kavita@college.edu.in'));
    expect(rows[0]).toMatchObject({ program: 'Innovation Campus', organization: 'NIT Calicut' });
  });

  it('accepts the optional fields left out', async () => {
    const res = await post('/api/community-inquiry', { name: 'A', email: 'a@b.in', phone: '9876543210', program: 'Sponsorship' });
    expect(res.statusCode).toBe(201);
  });

  it('refuses missing required fields and programs outside the four', async () => {
    for (const field of ['name', 'email', 'phone', 'program'] as const) {
      const { [field]: _dropped, ...rest } = valid;
      const res = await post('/api/community-inquiry', rest);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().issues[0].path).toContain(field);
    }
    const res = await post('/api/community-inquiry', { ...valid, program: 'Free Money' });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/feedback', () => {
  it('stores trimmed feedback, with the user when signed in', async () => {
    const { auth, user } = await signupUser(app);
    const res = await post('/api/feedback', { description: '  The ROS 2 guides are great!  ' }, auth);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: FEEDBACK_MESSAGES.success });
    const rows = await app.db.select().from(feedback).where(eq(feedback.userId, user.id));
    expect(rows.map((r) => r.description)).toEqual(['The ROS 2 guides are great!']);
  });

  it('answers "Please enter your feedback" for blank text', async () => {
    for (const description of ['', '   \n\t ']) {
      const res = await post('/api/feedback', { description });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(FEEDBACK_MESSAGES.empty);
    }
    const missing = await post('/api/feedback', {});
    expect(missing.json().message).toBe(FEEDBACK_MESSAGES.empty);
  });

  it(`refuses more than ${FEEDBACK_MAX_LENGTH} characters`, async () => {
    const ok = await post('/api/feedback', { description: 'y'.repeat(FEEDBACK_MAX_LENGTH) });
    expect(ok.statusCode).toBe(201);
    const res = await post('/api/feedback', { description: 'y'.repeat(FEEDBACK_MAX_LENGTH + 1) });
    expect(res.statusCode).toBe(400);
  });
});
