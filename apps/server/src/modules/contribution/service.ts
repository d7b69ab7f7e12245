// Contribution programmes and the applications sent to them.
import { asc, count, desc, eq } from 'drizzle-orm';
import { CONTRIBUTION_MESSAGES, type ContributionApplication, type ContributionType, type contributionApplicationInputSchema } from '@robo/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { contributionApplications, contributionTypes } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

export async function listContributionTypes(db: Db): Promise<ContributionType[]> {
  const rows = await db.select().from(contributionTypes).orderBy(asc(contributionTypes.position));
  return rows.map((r) => ({ _id: r.slug, ...r.data }));
}

export async function submitApplication(db: Db, userId: string | null, input: z.output<typeof contributionApplicationInputSchema>) {
  const [type] = await db.select().from(contributionTypes).where(eq(contributionTypes.slug, input.contributionType)).limit(1);
  if (!type) throw new AppError('UNKNOWN_PROGRAMME', 400, CONTRIBUTION_MESSAGES.unknownType);
  const offered = new Set(type.data.domains.map((d) => d.name));
  if (input.selectedDomains.some((d) => !offered.has(d))) throw new AppError('UNKNOWN_DOMAIN', 400, CONTRIBUTION_MESSAGES.unknownDomain);
  const { personalInfo: p } = input;
  const [row] = await db
    .insert(contributionApplications)
    .values({
      userId,
      contributionType: type.slug,
      name: p.name,
      email: p.email,
      phone: p.phone,
      college: p.college || null,
      experience: p.experience,
      skills: p.skills,
      portfolioLinks: input.portfolioLinks,
      selectedDomains: [...new Set(input.selectedDomains)],
      proposedTopics: input.proposedTopics,
      additionalInfo: input.additionalInfo || null,
    })
    .returning({ id: contributionApplications.id });
  return { id: row!.id };
}

export async function listMyApplications(db: Db, userId: string, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: contributionApplications.id,
        contributionType: contributionApplications.contributionType,
        data: contributionTypes.data,
        status: contributionApplications.status,
        selectedDomains: contributionApplications.selectedDomains,
        proposedTopics: contributionApplications.proposedTopics,
        createdAt: contributionApplications.createdAt,
      })
      .from(contributionApplications)
      .innerJoin(contributionTypes, eq(contributionTypes.slug, contributionApplications.contributionType))
      .where(eq(contributionApplications.userId, userId))
      .orderBy(desc(contributionApplications.createdAt))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(contributionApplications).where(eq(contributionApplications.userId, userId)),
  ]);
  const n = total?.n ?? 0;
  const data: ContributionApplication[] = rows.map(({ data: programme, createdAt, ...r }) => ({
    ...r,
    programmeName: programme.name,
    createdAt: createdAt.toISOString(),
  }));
  return { data, pagination: { page, limit, total: n, pages: Math.ceil(n / limit) } };
}
