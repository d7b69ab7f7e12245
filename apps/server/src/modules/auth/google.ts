// Verifies Google ID tokens (from the web's Google sign-in button) against our client id.
import { OAuth2Client } from 'google-auth-library';
import { AppError } from '../../lib/app-error.ts';
import type { GoogleIdentity } from './service.ts';

export type GoogleVerifier = (credential: string) => Promise<GoogleIdentity>;

export function createGoogleVerifier(clientId: string): GoogleVerifier {
  const client = new OAuth2Client(clientId);
  return async (credential) => {
    let payload;
    try {
      const ticket = await client.verifyIdToken({ idToken: credential, audience: clientId });
      payload = ticket.getPayload();
    } catch {
      throw new AppError('INVALID_GOOGLE_CREDENTIAL', 401, 'Google sign-in failed: the credential is invalid or expired');
    }
    if (!payload?.sub || !payload.email) {
      throw new AppError('INVALID_GOOGLE_CREDENTIAL', 401, 'Google sign-in failed: the credential has no email');
    }
    return {
      sub: payload.sub,
      email: payload.email,
      emailVerified: payload.email_verified === true,
      name: payload.name ?? '',
      picture: payload.picture ?? null,
    };
  };
}
