// Publishing a project: title, description, tags (comma separated), repository and demo links.
import { useState, type FormEvent } from 'react';
import { createProjectInputSchema } from '@robo/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateProject } from '../api/create-project.ts';

const EMPTY = { title: '', description: '', tags: '', repoUrl: '', demoUrl: '' };

export function ProjectForm({ onDone }: { onDone: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useCreateProject();
  const toast = useToast();
  const set = (key: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues((v) => ({ ...v, [key]: e.target.value }));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const input = { ...values, tags: values.tags.split(',').map((t) => t.trim()).filter(Boolean) };
    const parsed = createProjectInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    mutation.mutate(input, {
      onSuccess: () => {
        toast.success('Project published', 'Everyone can see it in the showcase now.');
        setValues(EMPTY);
        onDone();
      },
      onError: (err) => {
        if (err instanceof ApiError && err.issues.length) setErrors(Object.fromEntries(err.issues.map((i) => [String(i.path[1]), i.message])));
        else toast.error('Could not publish', err.message);
      },
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Publish a project" className="grid gap-4 rounded-2xl border border-slate-200 p-6 sm:grid-cols-2 dark:border-slate-800">
      <Field className="sm:col-span-2" label="Title" value={values.title} onChange={set('title')} error={errors.title} placeholder="Autonomous line follower with PID" />
      <div className="sm:col-span-2">
        <label htmlFor="project-description" className="mb-1 block text-sm font-medium">Description</label>
        <textarea id="project-description" rows={4} value={values.description} onChange={set('description')} aria-invalid={!!errors.description} aria-describedby={errors.description ? 'project-description-error' : undefined} className={inputClass} placeholder="What does it do, what did you use, what did you learn?" />
        {errors.description && <p id="project-description-error" className="mt-1 text-sm text-rose-600 dark:text-rose-400">{errors.description}</p>}
      </div>
      <Field className="sm:col-span-2" label="Tags" hint="Comma separated, e.g. ros2, lidar, esp32" value={values.tags} onChange={set('tags')} error={errors.tags} />
      <Field label="Repository link" type="url" value={values.repoUrl} onChange={set('repoUrl')} error={errors.repoUrl} placeholder="https://github.com/..." />
      <Field label="Demo link" type="url" value={values.demoUrl} onChange={set('demoUrl')} error={errors.demoUrl} placeholder="https://youtube.com/..." />
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" loading={mutation.isPending}>Publish project</Button>
        <Button variant="secondary" onClick={onDone}>Cancel</Button>
      </div>
    </form>
  );
}
