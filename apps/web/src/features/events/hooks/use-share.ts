// Share a page: the Web Share API where the browser has it, otherwise copy the link.
import { useToast } from '../../../components/ui/toast.tsx';

export function useShare() {
  const toast = useToast();
  return async (title: string, url = window.location.href) => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (err) {
        // The user closed the share sheet: nothing to report.
        if ((err as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied', 'The event link is on your clipboard.');
    } catch {
      toast.error('Could not copy the link', url);
    }
  };
}
