// Error texts of the contribution page (spec part 2 §8).
import { CONTRIBUTION_MESSAGES } from '@robo/contracts';
import { ApiError } from '../../../lib/api-client.ts';

export function typesErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.isNetwork) return CONTRIBUTION_MESSAGES.network;
  if (error instanceof ApiError && error.code !== 'HTTP_ERROR' && error.code !== 'BAD_RESPONSE') return error.message;
  return CONTRIBUTION_MESSAGES.typesFailed;
}

export function submitErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.isNetwork) return CONTRIBUTION_MESSAGES.network;
  if (error instanceof ApiError && error.code !== 'HTTP_ERROR' && error.code !== 'BAD_RESPONSE') return error.message;
  return CONTRIBUTION_MESSAGES.submitFailed;
}
