// /profile: the signed-in user's details with an edit form, what they own (roadmaps, courses,
// tickets), practice on the judge, points in the challenge arena and contribution applications.
import { useState, type FormEvent } from 'react';
import { Mail, Phone, Calendar } from 'lucide-react';
import { updateProfileInputSchema, type User } from '@robo/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.tsx';
import { useProfile } from '../api/get-profile.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { MyApplications } from '../components/my-applications.tsx';
import { MyArena } from '../components/my-arena.tsx';
import { MyLearning } from '../components/my-learning.tsx';
import { MyPractice } from '../components/my-practice.tsx';

export default function ProfilePage() {
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  if (profile.isPending) return <PageLoader label="Loading your profile..." />;
  if (profile.isError) {
    return (
      <Container className="py-16">
        <p role="alert" className="text-rose-600">{profile.error.message}</p>
        <Button className="mt-4" onClick={() => profile.refetch()}>Try again</Button>
      </Container>
    );
  }
  const user = profile.data.user;
  return (
    <Container className="py-10">
      <div className="flex flex-col gap-6 rounded-2xl border border-slate-200 p-6 sm:flex-row sm:items-center dark:border-slate-800">
        {user.avatar ? (
          <img src={user.avatar} alt="" className="size-20 rounded-full object-cover" />
        ) : (
          <span className="inline-flex size-20 items-center justify-center rounded-full bg-brand-600 text-3xl font-bold text-white" aria-hidden="true">
            {user.name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="flex-1">
          <h1 className="text-2xl font-bold">{user.name}</h1>
          <ul className="mt-2 space-y-1 text-sm text-slate-600 dark:text-slate-400">
            <li className="flex items-center gap-2"><Mail className="size-4" aria-hidden="true" /> {user.email}</li>
            <li className="flex items-center gap-2"><Phone className="size-4" aria-hidden="true" /> {user.phone ?? 'No phone number added'}</li>
            <li className="flex items-center gap-2"><Calendar className="size-4" aria-hidden="true" /> Member since {formatDate(user.createdAt)}</li>
          </ul>
        </div>
        {!editing && <Button variant="secondary" onClick={() => setEditing(true)}>Edit profile</Button>}
      </div>
      {editing && <EditProfile user={user} onDone={() => setEditing(false)} />}
      <MyLearning />
      <MyPractice />
      <MyArena userId={user.id} />
      <MyApplications />
    </Container>
  );
}

function EditProfile({ user, onDone }: { user: User; onDone: () => void }) {
  const [values, setValues] = useState({ name: user.name, phone: user.phone ?? '', avatar: user.avatar ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useUpdateProfile();
  const { updateUser } = useSession();
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value }));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = updateProfileInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    mutation.mutate(values, {
      onSuccess: (answer) => {
        updateUser(answer.user);
        onDone();
      },
      onError: (err) => {
        if (err instanceof ApiError && err.issues.length) {
          setErrors(Object.fromEntries(err.issues.map((i) => [String(i.path[1] ?? i.path[0]), i.message])));
        } else setErrors({ form: err.message });
      },
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Edit profile" className="mt-6 grid gap-4 rounded-2xl border border-slate-200 p-6 sm:grid-cols-2 dark:border-slate-800">
      {errors.form && <p role="alert" className="text-sm text-rose-600 sm:col-span-2">{errors.form}</p>}
      <Field label="Full name" value={values.name} onChange={set('name')} error={errors.name} autoComplete="name" />
      <Field label="Phone" type="tel" value={values.phone} onChange={set('phone')} error={errors.phone} placeholder="+91 98765 43210" autoComplete="tel" />
      <Field className="sm:col-span-2" label="Avatar URL" type="url" value={values.avatar} onChange={set('avatar')} error={errors.avatar} placeholder="https://..." />
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" loading={mutation.isPending}>Save changes</Button>
        <Button variant="secondary" onClick={onDone}>Cancel</Button>
      </div>
    </form>
  );
}
