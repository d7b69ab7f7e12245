// Pure helpers of roadmap progress: the local-storage key per slug and the capped percentage.
export const progressKey = (slug: string) => `roadmap-progress-${slug}`;

export function readLocalProgress(slug: string): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(progressKey(slug)) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function writeLocalProgress(slug: string, weeks: Iterable<string>) {
  try {
    localStorage.setItem(progressKey(slug), JSON.stringify([...weeks]));
  } catch {
    // Storage blocked: the server copy still keeps it for signed-in users.
  }
}

/** Share of the roadmap's weeks completed, 0–100; ids of weeks no longer in the roadmap are ignored. */
export function progressPercent(completed: ReadonlySet<string>, weekIds: readonly string[]): number {
  if (weekIds.length === 0) return 0;
  const done = weekIds.filter((id) => completed.has(id)).length;
  return Math.min(100, Math.round((done / weekIds.length) * 100));
}
