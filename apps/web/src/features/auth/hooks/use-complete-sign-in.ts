// After login, signup or Google: store the session. The guest-only guard around these pages then
// sends the user back where the login-required guard sent them from (or to /).
import type { AuthResponse } from '@robo/contracts';
import { useSession } from '../../../lib/session.tsx';

export function useCompleteSignIn() {
  const { signIn } = useSession();
  return (answer: AuthResponse) => signIn(answer.token, answer.user);
}
