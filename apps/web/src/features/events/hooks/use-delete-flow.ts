// Delete with confirmation and the spec's toasts, shared by the list and the detail page.
import { useState } from 'react';
import { EVENT_MESSAGES, type Event } from '@robo/contracts';
import { useToast } from '../../../components/ui/toast.tsx';
import { useDeleteEvent } from '../api/delete-event.ts';

export function useDeleteFlow(onDeleted?: () => void, inList = false) {
  const [target, setTarget] = useState<Pick<Event, '_id' | 'title'> | null>(null);
  const mutation = useDeleteEvent();
  const toast = useToast();
  const confirm = () => {
    if (!target) return;
    mutation.mutate(target._id, {
      onSuccess: (answer) => {
        toast.success(EVENT_MESSAGES.deleted, answer.message === EVENT_MESSAGES.deleted ? `"${target.title}" was deleted.` : answer.message);
        setTarget(null);
        onDeleted?.();
      },
      onError: (err) => {
        const fallback = inList ? `${EVENT_MESSAGES.deleteFailedFallback}. Please try again.` : EVENT_MESSAGES.deleteFailedFallback;
        toast.error(EVENT_MESSAGES.deleteFailed, err.message || fallback);
        setTarget(null);
      },
    });
  };
  return { target, ask: setTarget, cancel: () => setTarget(null), confirm, pending: mutation.isPending };
}
