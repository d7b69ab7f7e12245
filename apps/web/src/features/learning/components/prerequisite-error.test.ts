import { describe, expect, it } from 'vitest';
import { PREREQUISITE_MESSAGES } from '@robo/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { prerequisiteErrorMessage } from './prerequisite-error.tsx';

describe('prerequisiteErrorMessage', () => {
  it('names the HTTP status of a failed answer, singular for a detail', () => {
    expect(prerequisiteErrorMessage(new ApiError('Topic not found', 404, 'TOPIC_NOT_FOUND'), 'list')).toBe('Failed to fetch prerequisites: HTTP 404');
    expect(prerequisiteErrorMessage(new ApiError('boom', 500, 'INTERNAL'), 'detail')).toBe('Failed to fetch prerequisite: HTTP 500');
  });

  it('falls back to the catch-all for network and unexpected errors', () => {
    expect(prerequisiteErrorMessage(new ApiError('offline', 0, 'NETWORK_ERROR'), 'list')).toBe(PREREQUISITE_MESSAGES.catchAll);
    expect(prerequisiteErrorMessage(new TypeError('x'), 'detail')).toBe(PREREQUISITE_MESSAGES.catchAll);
  });
});
