// /toast-demo: a developer demo of the four toast types (spec part 2), not a product feature.
import { Button } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { useToast } from '../../../components/ui/toast.tsx';

export default function ToastDemoPage() {
  const toast = useToast();
  return (
    <Container className="max-w-2xl py-12">
      <h1 className="text-3xl font-bold tracking-tight">Toast Demo</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">Developer demo of the notification styles. Toasts stay 5 seconds unless told otherwise.</p>
      <div className="mt-8 grid gap-3 sm:grid-cols-2">
        <Button onClick={() => toast.success('Success', 'Your changes were saved.')}>Show success</Button>
        <Button variant="danger" onClick={() => toast.error('Error', 'Something went wrong. Please try again.')}>Show error</Button>
        <Button variant="secondary" onClick={() => toast.warning('Warning', 'Your session expires in 5 minutes.')}>Show warning</Button>
        <Button variant="secondary" onClick={() => toast.info('Info', 'A new guide on Nav2 was published.')}>Show info</Button>
        <Button variant="ghost" className="sm:col-span-2" onClick={() => toast.info('Sticky notice', 'This one stays until you dismiss it.', Infinity)}>
          Show a toast that stays until dismissed
        </Button>
      </div>
    </Container>
  );
}
