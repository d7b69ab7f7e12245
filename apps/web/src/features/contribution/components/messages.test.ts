import { describe, expect, it } from 'vitest';
import { CONTRIBUTION_MESSAGES } from '@robo/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { submitErrorMessage, typesErrorMessage } from './messages.ts';

describe('contribution error messages', () => {
  it('uses the server message when the server sent one', () => {
    expect(submitErrorMessage(new ApiError(CONTRIBUTION_MESSAGES.unknownDomain, 400, 'UNKNOWN_DOMAIN'))).toBe(CONTRIBUTION_MESSAGES.unknownDomain);
    expect(typesErrorMessage(new ApiError('Service unavailable', 503, 'UNAVAILABLE'))).toBe('Service unavailable');
  });

  it('says Network error for a request that never got an answer', () => {
    expect(submitErrorMessage(new ApiError('x', 0, 'NETWORK_ERROR'))).toBe('Network error. Please try again.');
    expect(typesErrorMessage(new ApiError('x', 0, 'NETWORK_ERROR'))).toBe('Network error. Please try again.');
  });

  it('falls back to the spec texts for answers without a message', () => {
    expect(submitErrorMessage(new ApiError('Request failed (HTTP 502)', 502, 'HTTP_ERROR'))).toBe('Error submitting application. Please try again.');
    expect(typesErrorMessage(new ApiError('Request failed (HTTP 502)', 502, 'HTTP_ERROR'))).toBe('Failed to fetch contribution types');
  });
});
