// The checked questions of one challenge for the signed-in user: local ticks (spec §4) seeded from the
// server's completions. Ticking also earns the points on the server; unticking is local only.
import { useEffect, useState } from 'react';
import type { Challenge } from '@robo/contracts';
import { initialChecklist, readChecklist, writeChecklist } from './checklist.ts';

export function useChecklist(challenge: Challenge | undefined, userId: string | null) {
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const slug = challenge?.slug;
  const serverIds = challenge?.completedQuestionIds;

  useEffect(() => {
    if (!slug || !userId) {
      setChecked(new Set());
      return;
    }
    setChecked(initialChecklist(readChecklist(slug, userId), serverIds ?? []));
    // Only a new challenge or account resets the ticks, not every refetch of the completions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slug, userId]);

  const set = (id: string, on: boolean) => {
    if (!slug || !userId) return;
    setChecked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      writeChecklist(slug, userId, next);
      return next;
    });
  };
  return { checked, set };
}
