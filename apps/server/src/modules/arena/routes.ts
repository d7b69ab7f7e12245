// Challenge arena API (spec part 1 §7): /api/botarena/challenges, /api/leaderboard, /api/tournaments,
// /api/bots.
import { z } from 'zod';
import {
  ARENA_MESSAGES,
  botLikeResponseSchema,
  botsQuerySchema,
  botsResponseSchema,
  challengeListResponseSchema,
  challengeQuerySchema,
  challengeResponseSchema,
  completeQuestionParamsSchema,
  completeQuestionResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  leaderboardEntryResponseSchema,
  leaderboardQuerySchema,
  leaderboardResponseSchema,
  leaderboardUpdateSchema,
  tournamentJoinResponseSchema,
  tournamentJoinSchema,
  tournamentListResponseSchema,
  userIdParamsSchema,
} from '@robo/contracts';
import type { App } from '../../lib/types.ts';
import {
  completeQuestion,
  featuredBots,
  featuredTournaments,
  getChallenge,
  joinTournament,
  leaderboard,
  leaderboardEntry,
  listChallenges,
  toggleBotLike,
  updateLeaderboardProfile,
} from './service.ts';

const bearer = [{ bearerAuth: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export async function arenaRoutes(app: App) {
  app.get(
    '/botarena/challenges',
    {
      preHandler: [app.optionalAuth],
      schema: {
        tags: ['arena'],
        summary: 'The challenges; with ?name= (a name or slug) one challenge with its weeks, questions and my completions',
        querystring: challengeQuerySchema,
        response: { 200: z.union([challengeResponseSchema, challengeListResponseSchema]), 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) =>
      request.query.name
        ? { success: true as const, data: await getChallenge(app.db, request.query.name, request.userId) }
        : { success: true as const, data: await listChallenges(app.db, request.userId) },
  );

  app.post(
    '/botarena/challenges/:slug/questions/:questionId/complete',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['arena'],
        summary: 'Mark a question done and earn its points (once; a repeat awards nothing)',
        security: bearer,
        params: completeQuestionParamsSchema,
        response: { 200: completeQuestionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await completeQuestion(app.db, request.params.slug, request.params.questionId, request.userId!);
      return {
        success: true as const,
        data,
        message: data.awarded ? `+${data.questionPoints} points` : 'Already completed: no new points',
      };
    },
  );

  app.get(
    '/leaderboard',
    {
      schema: {
        tags: ['arena'],
        summary: 'Users ranked by points (users without points are not listed)',
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await leaderboard(app.db, request.query.limit) }),
  );

  app.get(
    '/leaderboard/user/:id',
    {
      schema: {
        tags: ['arena'],
        summary: "One user's leaderboard entry (rank null without points)",
        params: userIdParamsSchema,
        response: { 200: leaderboardEntryResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await leaderboardEntry(app.db, request.params.id) }),
  );

  app.put(
    '/leaderboard/user/:id',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['arena'],
        summary: 'Set my leaderboard name and avatar (points are computed by the server; client totals are ignored)',
        security: bearer,
        params: userIdParamsSchema,
        body: leaderboardUpdateSchema,
        response: { 200: leaderboardEntryResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateLeaderboardProfile(app.db, request.params.id, request.body, request.userId!),
    }),
  );

  app.get(
    '/tournaments/featured',
    {
      preHandler: [app.optionalAuth],
      schema: {
        tags: ['arena'],
        summary: 'Active and upcoming tournaments with real participant counts',
        response: { 200: tournamentListResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await featuredTournaments(app.db, request.userId) }),
  );

  app.post(
    '/tournaments/:id/join',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['arena'],
        summary: 'Join an active tournament (the user is the token holder; the body is accepted for compatibility)',
        security: bearer,
        params: idParamsSchema,
        body: tournamentJoinSchema,
        response: { 200: tournamentJoinResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await joinTournament(app.db, request.params.id, request.userId!),
      message: ARENA_MESSAGES.joined,
    }),
  );

  app.get(
    '/bots/featured',
    {
      preHandler: [app.optionalAuth],
      schema: {
        tags: ['arena'],
        summary: 'Featured bots (optionally of one category) with like counts, and bots per category',
        querystring: botsQuerySchema,
        response: { 200: botsResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await featuredBots(app.db, request.query, request.userId) }),
  );

  app.post(
    '/bots/:id/like',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['arena'],
        summary: 'Like a bot, or take the like back',
        security: bearer,
        params: idParamsSchema,
        response: { 200: botLikeResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await toggleBotLike(app.db, request.params.id, request.userId!) }),
  );
}
