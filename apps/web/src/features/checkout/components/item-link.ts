// Where a purchased item lives in the app.
export function itemPath(type: string, id: string): string {
  if (type === 'roadmap') return `/roadmap/${id}`;
  if (type === 'event') return `/events/${id}`;
  return `/courses/${id}`;
}
