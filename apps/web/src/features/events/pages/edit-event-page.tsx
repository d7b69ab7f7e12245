// /events/{id}/edit: the creator edits an event (the server refuses anyone else with 403).
import { Link, useNavigate, useParams } from 'react-router';
import { EVENT_MESSAGES } from '@robo/contracts';
import { buttonLinkClass } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { useEvent } from '../api/get-event.ts';
import { useUpdateEvent } from '../api/update-event.ts';
import { EventForm, initialValues } from '../components/event-form.tsx';

export default function EditEventPage() {
  const { id = '' } = useParams();
  const event = useEvent(id);
  const update = useUpdateEvent();
  const { user } = useSession();
  const navigate = useNavigate();
  const toast = useToast();

  if (event.isPending) return <PageLoader label="Loading event..." />;
  if (event.isError || event.data.data.createdBy !== user?.id) {
    const missing = event.isError && event.error instanceof ApiError && event.error.status === 404;
    const title = event.isError ? (missing ? EVENT_MESSAGES.notFound : EVENT_MESSAGES.detailFailed) : 'Only the creator of this event can edit it';
    return (
      <Container className="py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100">{title}</h1>
        <Link to={event.isError ? '/events' : `/events/${id}`} className={`${buttonLinkClass()} mt-6`}>
          {event.isError ? 'Back to Events' : 'Back to the event'}
        </Link>
      </Container>
    );
  }
  const current = event.data.data;
  return (
    <Container className="max-w-3xl py-10">
      <Link to={`/events/${id}`} className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">← Back to the event</Link>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">Edit Event</h1>
      <p className="mt-1 mb-6 text-slate-600 dark:text-slate-400">{current.title}</p>
      <EventForm
        key={current.updatedAt}
        initial={initialValues(current)}
        submitLabel="Save Changes"
        pending={update.isPending}
        onSubmit={(input, onError) =>
          update.mutate(
            { id, input },
            {
              onSuccess: () => {
                toast.success('Event Updated', 'Your changes are saved.');
                navigate(`/events/${id}`);
              },
              onError,
            },
          )
        }
      />
    </Container>
  );
}
