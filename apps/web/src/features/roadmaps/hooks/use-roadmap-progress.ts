// Completed weeks of a roadmap: kept per slug in local storage (spec part 1 §4) and on the server
// for the signed-in owner. On load the two are merged (union, so nothing is lost) and the merge is
// saved back; each toggle then saves the whole set.
import { useCallback, useEffect, useState } from 'react';
import { getRoadmapProgress } from '../api/get-progress.ts';
import { saveRoadmapProgress } from '../api/save-progress.ts';
import { readLocalProgress, writeLocalProgress } from './progress.ts';

export function useRoadmapProgress(slug: string, syncWithServer: boolean) {
  const [completed, setCompleted] = useState<Set<string>>(() => new Set(readLocalProgress(slug)));
  const [syncError, setSyncError] = useState<string | null>(null);

  useEffect(() => {
    setCompleted(new Set(readLocalProgress(slug)));
  }, [slug]);

  useEffect(() => {
    if (!syncWithServer) return;
    let cancelled = false;
    (async () => {
      try {
        const server = (await getRoadmapProgress(slug)).data.completedWeeks;
        const local = readLocalProgress(slug);
        const merged = new Set([...server, ...local]);
        if (local.some((id) => !server.includes(id))) {
          const saved = await saveRoadmapProgress(slug, { completedWeeks: local, mode: 'merge' });
          saved.data.completedWeeks.forEach((id) => merged.add(id));
        }
        if (cancelled) return;
        writeLocalProgress(slug, merged);
        setCompleted(merged);
        setSyncError(null);
      } catch {
        if (!cancelled) setSyncError('Progress is saved on this device only; it will sync when the connection is back.');
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [slug, syncWithServer]);

  const toggle = useCallback(
    (weekId: string) => {
      setCompleted((prev) => {
        const next = new Set(prev);
        if (next.has(weekId)) next.delete(weekId);
        else next.add(weekId);
        writeLocalProgress(slug, next);
        if (syncWithServer) {
          saveRoadmapProgress(slug, { completedWeeks: [...next], mode: 'replace' }).then(
            () => setSyncError(null),
            () => setSyncError('Progress is saved on this device only; it will sync when the connection is back.'),
          );
        }
        return next;
      });
    },
    [slug, syncWithServer],
  );

  return { completed, toggle, syncError };
}
