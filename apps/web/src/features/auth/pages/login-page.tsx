import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { loginInputSchema } from '@robo/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useLogin } from '../api/login.ts';
import { useGoogleLogin } from '../api/google-login.ts';
import { AuthCard, FormAlert } from '../components/auth-card.tsx';
import { GoogleButton } from '../components/google-button.tsx';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { useFormErrors } from '../hooks/use-form-errors.ts';

export default function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { fieldErrors, formError, validate, fromError, setFormError } = useFormErrors();
  const loginMutation = useLogin();
  const googleMutation = useGoogleLogin();
  const complete = useCompleteSignIn();
  const location = useLocation();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = validate(loginInputSchema, { email, password });
    if (!input) return;
    loginMutation.mutate(input, { onSuccess: complete, onError: fromError });
  }

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Log in to continue your robotics journey"
      footer={
        <>
          New here?{' '}
          <Link to="/signup" state={location.state} className="font-medium text-brand-600 hover:underline dark:text-brand-400">
            Create an account
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Log in">
        <FormAlert message={formError} />
        <Field label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={fieldErrors.email} placeholder="you@example.com" />
        <Field label="Password" type="password" name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={fieldErrors.password} />
        <Button type="submit" className="w-full" loading={loginMutation.isPending}>
          {loginMutation.isPending ? 'Logging in...' : 'Log in'}
        </Button>
      </form>
      <GoogleButton
        onCredential={(credential) => googleMutation.mutate(credential, { onSuccess: complete, onError: fromError })}
        onError={() => setFormError('Google sign-in failed. Please try again.')}
      />
    </AuthCard>
  );
}
