import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { PASSWORD_MIN_LENGTH, signupInputSchema } from '@robo/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useSignup } from '../api/signup.ts';
import { useGoogleLogin } from '../api/google-login.ts';
import { AuthCard, FormAlert } from '../components/auth-card.tsx';
import { GoogleButton } from '../components/google-button.tsx';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { useFormErrors } from '../hooks/use-form-errors.ts';

export default function SignupPage() {
  const [values, setValues] = useState({ name: '', email: '', password: '' });
  const { fieldErrors, formError, validate, fromError, setFormError } = useFormErrors();
  const signupMutation = useSignup();
  const googleMutation = useGoogleLogin();
  const complete = useCompleteSignIn();
  const location = useLocation();
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = validate(signupInputSchema, values);
    if (!input) return;
    signupMutation.mutate(input, { onSuccess: complete, onError: fromError });
  }

  return (
    <AuthCard
      title="Create your account"
      subtitle="Roadmaps, guides, practice and events for robotics learners"
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" state={location.state} className="font-medium text-brand-600 hover:underline dark:text-brand-400">
            Log in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign up">
        <FormAlert message={formError} />
        <Field label="Full name" name="name" autoComplete="name" value={values.name} onChange={set('name')} error={fieldErrors.name} placeholder="Asha Rao" />
        <Field label="Email" type="email" name="email" autoComplete="email" value={values.email} onChange={set('email')} error={fieldErrors.email} placeholder="you@example.com" />
        <Field
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={fieldErrors.password}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
        />
        <Button type="submit" className="w-full" loading={signupMutation.isPending}>
          {signupMutation.isPending ? 'Creating account...' : 'Sign up'}
        </Button>
      </form>
      <GoogleButton
        onCredential={(credential) => googleMutation.mutate(credential, { onSuccess: complete, onError: fromError })}
        onError={() => setFormError('Google sign-in failed. Please try again.')}
      />
    </AuthCard>
  );
}
