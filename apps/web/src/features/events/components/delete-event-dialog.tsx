// The confirmation before deleting an event (spec §5), shared by the list and the detail page.
import { EVENT_MESSAGES } from '@robo/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

export function DeleteEventDialog({
  title,
  open,
  pending,
  onConfirm,
  onClose,
}: {
  title: string | null;
  open: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      title="Delete event"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>Cancel</Button>
          <Button variant="danger" loading={pending} onClick={onConfirm}>Delete</Button>
        </>
      }
    >
      <p>{EVENT_MESSAGES.deleteConfirm}</p>
      {title && <p className="mt-2 font-medium text-slate-900 dark:text-slate-100">{title}</p>}
    </Dialog>
  );
}
