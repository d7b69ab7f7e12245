// /events/new: create an event; the creator lands on its page.
import { useNavigate } from 'react-router';
import { Container } from '../../../components/ui/container.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useCreateEvent } from '../api/create-event.ts';
import { EventForm, initialValues } from '../components/event-form.tsx';

export default function CreateEventPage() {
  const create = useCreateEvent();
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <Container className="max-w-3xl py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">Create Event</h1>
      <p className="mt-1 mb-6 text-slate-600 dark:text-slate-400">Tell robotics learners what, when and where. Drafts stay visible only to you.</p>
      <EventForm
        initial={initialValues()}
        submitLabel="Create Event"
        pending={create.isPending}
        onSubmit={(input, onError) =>
          create.mutate(input, {
            onSuccess: (answer) => {
              toast.success('Event Created', `"${answer.data.title}" is ${answer.data.status === 'draft' ? 'saved as a draft' : 'live'}.`);
              navigate(`/events/${answer.data._id}`);
            },
            onError,
          })
        }
      />
    </Container>
  );
}
