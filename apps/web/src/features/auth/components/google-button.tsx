// "Sign in with Google", shown only when VITE_GOOGLE_CLIENT_ID is configured.
import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { env } from '../../../lib/env.ts';

export function GoogleButton({ onCredential, onError }: { onCredential: (credential: string) => void; onError: () => void }) {
  if (!env.VITE_GOOGLE_CLIENT_ID) return null;
  return (
    <GoogleOAuthProvider clientId={env.VITE_GOOGLE_CLIENT_ID}>
      <div className="my-4 flex items-center gap-3 text-xs uppercase tracking-wide text-slate-400">
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" /> or <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
      </div>
      <div className="flex justify-center">
        <GoogleLogin
          onSuccess={(r) => (r.credential ? onCredential(r.credential) : onError())}
          onError={onError}
          useOneTap={false}
        />
      </div>
    </GoogleOAuthProvider>
  );
}
