// /projects: the learners' project showcase. Everyone's projects, newest first; publish your own.
import { useEffect, useState } from 'react';
import { ExternalLink, FolderGit2, Plus, Search, Trash2 } from 'lucide-react';
import type { Project } from '@robo/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDate } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.tsx';
import { useDeleteProject } from '../api/delete-project.ts';
import { useProjects } from '../api/get-projects.ts';
import { ProjectForm } from '../components/project-form.tsx';

export default function ProjectsPage() {
  const [page, setPage] = useState(1);
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState<string | undefined>();
  const [showForm, setShowForm] = useState(false);
  const [toDelete, setToDelete] = useState<Project | null>(null);
  const { user } = useSession();
  const projects = useProjects({ page, search: search || undefined, tag });
  const remove = useDeleteProject();
  const toast = useToast();

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchInput.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [searchInput]);

  return (
    <Container className="py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Projects</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">What learners on RoboAcademy are building. Share yours.</p>
        </div>
        {!showForm && (
          <Button onClick={() => setShowForm(true)}>
            <Plus className="size-4" aria-hidden="true" /> Share a project
          </Button>
        )}
      </div>
      {showForm && <div className="mt-6"><ProjectForm onDone={() => setShowForm(false)} /></div>}
      <div className="mt-8 flex flex-wrap items-center gap-3">
        <div className="relative w-full sm:w-80">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <input type="search" aria-label="Search projects" placeholder="Search projects" value={searchInput} onChange={(e) => setSearchInput(e.target.value)} className={cn(inputClass, 'pl-9')} />
        </div>
        {tag && (
          <button type="button" onClick={() => { setTag(undefined); setPage(1); }} className="rounded-full bg-brand-600 px-3 py-1 text-sm text-white">
            #{tag} <span aria-hidden="true">×</span><span className="sr-only">Remove tag filter</span>
          </button>
        )}
      </div>
      <div className="mt-6">
        {projects.isPending ? (
          <PageLoader label="Loading projects..." />
        ) : projects.isError ? (
          <div role="alert" className="rounded-xl border border-rose-300 p-6 text-center text-rose-700 dark:border-rose-900 dark:text-rose-300">
            {projects.error.message}
            <div><Button className="mt-3" variant="secondary" onClick={() => projects.refetch()}>Try again</Button></div>
          </div>
        ) : projects.data.projects.length === 0 ? (
          <EmptyState icon={<FolderGit2 className="size-10" />} title="No projects found" description={search || tag ? 'Try another search or tag.' : 'Be the first to share what you are building.'} />
        ) : (
          <>
            <p className="mb-4 text-sm text-slate-500">{projects.data.pagination.total} project{projects.data.pagination.total === 1 ? '' : 's'}</p>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {projects.data.projects.map((p) => (
                <li key={p.id} className="flex flex-col rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
                  <h2 className="text-lg font-semibold">{p.title}</h2>
                  <p className="mt-1 text-xs text-slate-500">by {p.author.name} · {formatDate(p.createdAt)}</p>
                  <p className="mt-3 line-clamp-4 flex-1 text-sm text-slate-600 dark:text-slate-300">{p.description}</p>
                  {p.tags.length > 0 && (
                    <div className="mt-3 flex flex-wrap gap-1">
                      {p.tags.map((t) => (
                        <button key={t} type="button" onClick={() => { setTag(t); setPage(1); }} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 hover:bg-brand-100 dark:bg-slate-800 dark:text-slate-300">
                          #{t}
                        </button>
                      ))}
                    </div>
                  )}
                  <div className="mt-4 flex items-center gap-3 text-sm">
                    {p.repoUrl && <a href={p.repoUrl} target="_blank" rel="noreferrer noopener" className="inline-flex items-center gap-1 text-brand-600 hover:underline dark:text-brand-400">Code <ExternalLink className="size-3" aria-hidden="true" /></a>}
                    {p.demoUrl && <a href={p.demoUrl} target="_blank" rel="noreferrer noopener" className="inline-flex items-center gap-1 text-brand-600 hover:underline dark:text-brand-400">Demo <ExternalLink className="size-3" aria-hidden="true" /></a>}
                    {user?.id === p.author.id && (
                      <button type="button" onClick={() => setToDelete(p)} className="ml-auto inline-flex items-center gap-1 text-rose-600 hover:underline dark:text-rose-400" aria-label={`Delete ${p.title}`}>
                        <Trash2 className="size-4" aria-hidden="true" /> Delete
                      </button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
            {projects.data.pagination.pages > 1 && (
              <nav aria-label="Pagination" className="mt-8 flex items-center justify-center gap-3">
                <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>Previous</Button>
                <span className="text-sm text-slate-500">Page {page} of {projects.data.pagination.pages}</span>
                <Button variant="secondary" disabled={page >= projects.data.pagination.pages} onClick={() => setPage((p) => p + 1)}>Next</Button>
              </nav>
            )}
          </>
        )}
      </div>
      <Dialog
        open={!!toDelete}
        title="Delete project?"
        onClose={() => setToDelete(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setToDelete(null)}>Cancel</Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() =>
                toDelete &&
                remove.mutate(toDelete.id, {
                  onSuccess: () => {
                    toast.success('Project deleted');
                    setToDelete(null);
                  },
                  onError: (err) => toast.error('Delete failed', err.message),
                })
              }
            >
              Delete
            </Button>
          </>
        }
      >
        “{toDelete?.title}” will be removed from the showcase. This cannot be undone.
      </Dialog>
    </Container>
  );
}
