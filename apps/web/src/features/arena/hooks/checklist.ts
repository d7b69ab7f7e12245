// Pure helpers of the challenge checklists: the checked questions are kept per challenge slug (and
// account, so two people sharing a browser do not see each other's ticks) in local storage.
export const checklistKey = (slug: string, userId: string) => `challenge-progress-${slug}:${userId}`;

/** The stored ticks, or null when nothing was stored yet for this challenge. */
export function readChecklist(slug: string, userId: string): string[] | null {
  try {
    const raw = localStorage.getItem(checklistKey(slug, userId));
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : null;
  } catch {
    return null;
  }
}

export function writeChecklist(slug: string, userId: string, ids: Iterable<string>) {
  try {
    localStorage.setItem(checklistKey(slug, userId), JSON.stringify([...ids]));
  } catch {
    // Storage blocked: ticks last for this visit; points are on the server anyway.
  }
}

/** Stored ticks win; without any, the list starts from what the server recorded as completed. */
export function initialChecklist(stored: string[] | null, serverCompleted: readonly string[]): Set<string> {
  return new Set(stored ?? serverCompleted);
}

/** Share of the questions ticked, 0-100; ticks of questions no longer in the challenge are ignored. */
export function checklistPercent(checked: ReadonlySet<string>, questionIds: readonly string[]): number {
  if (questionIds.length === 0) return 0;
  return Math.min(100, Math.round((questionIds.filter((id) => checked.has(id)).length / questionIds.length) * 100));
}
