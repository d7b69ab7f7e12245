// Everything the navigation search can find: pages, learning topics, roadmaps and challenges.
// Ranking: an exact label match, then a label starting with the query, then a word of the label
// starting with it, then the query anywhere in the label, then only in the keywords.
import { COMPETE_LINKS, FOOTER_QUICK_LINKS, FOOTER_SUPPORT_LINKS, ROADMAP_LINKS, TOPIC_LINKS } from './navigation.ts';

export interface SearchEntry {
  label: string;
  to: string;
  kind: 'Page' | 'Topic' | 'Roadmap' | 'Challenge' | 'Support';
  keywords?: string;
}

const PAGES: SearchEntry[] = [
  { label: 'Home', to: '/', kind: 'Page' },
  { label: 'Courses', to: '/courses', kind: 'Page', keywords: 'catalogue learn buy' },
  { label: 'All Guides', to: '/roboguide', kind: 'Page', keywords: 'roboguide tutorials how-to' },
  { label: 'Popular Guides', to: '/roboguide/popular', kind: 'Page', keywords: 'roboguide most viewed liked' },
  { label: 'Learning Topics', to: '/learning', kind: 'Page', keywords: 'topics subjects' },
  { label: 'Events', to: '/events', kind: 'Page', keywords: 'workshops meetups conferences webinars' },
  { label: 'Compete & Win', to: '/compete', kind: 'Page', keywords: 'contests tournaments challenges' },
  { label: 'Coding Practice', to: '/practice', kind: 'Page', keywords: 'problems judge c c++ python' },
  { label: 'Leaderboard', to: '/leaderboard', kind: 'Page', keywords: 'ranking points' },
  { label: 'Projects', to: '/projects', kind: 'Page', keywords: 'showcase portfolio' },
  { label: 'Community', to: '/community', kind: 'Page', keywords: 'hub' },
  { label: 'Community Connect', to: '/community-page', kind: 'Page', keywords: 'mentor campus champion sponsorship inquiry' },
  { label: 'Campus Training Program', to: '/campus-training', kind: 'Page', keywords: 'college institution' },
  { label: 'Services', to: '/services', kind: 'Page', keywords: 'institutions industry' },
  { label: 'Contribute', to: '/contribution', kind: 'Page', keywords: 'video creator graphic designer content writer' },
  { label: 'Cart', to: '/cart', kind: 'Page' },
  { label: 'Payment History', to: '/payment-history', kind: 'Page', keywords: 'orders invoices transactions' },
  { label: 'Profile', to: '/profile', kind: 'Page', keywords: 'account settings' },
  { label: 'Feedback', to: '/feedback', kind: 'Page' },
  { label: 'Network Test', to: '/network-test', kind: 'Page', keywords: 'connection offline' },
];

function unique(entries: SearchEntry[]): SearchEntry[] {
  const seen = new Set<string>();
  return entries.filter((e) => (seen.has(e.to) ? false : (seen.add(e.to), true)));
}

export const SEARCH_ENTRIES: SearchEntry[] = unique([
  ...PAGES,
  ...ROADMAP_LINKS.map((l) => ({ label: `${l.label} Roadmap`, to: l.to, kind: 'Roadmap' as const, keywords: l.description })),
  ...TOPIC_LINKS.map((t) => ({ label: t.label, to: `/learning/${t.slug}`, kind: 'Topic' as const, keywords: `${t.group} ${t.slug}` })),
  ...COMPETE_LINKS.flatMap((l) => l.children ?? []).map((c) => ({ label: `${c.label} Challenge`, to: c.to, kind: 'Challenge' as const })),
  { label: 'Robotics Challenge', to: '/practice/robotics-challenge', kind: 'Challenge', keywords: 'weekly questions bot arena' },
  { label: 'Tournaments', to: '/practice/robotics-challenge/tournaments', kind: 'Challenge', keywords: 'line follower sumo maze join' },
  { label: 'Bot Gallery', to: '/practice/robotics-challenge/gallery', kind: 'Challenge', keywords: 'robots humanoid industrial agricultural' },
  ...FOOTER_SUPPORT_LINKS.map((l) => ({ label: l.label, to: l.to, kind: 'Support' as const })),
  ...FOOTER_QUICK_LINKS.map((l) => ({ label: l.label, to: l.to, kind: 'Page' as const })),
]);

function rank(entry: SearchEntry, q: string): number {
  const label = entry.label.toLowerCase();
  if (label === q) return 0;
  if (label.startsWith(q)) return 1;
  if (label.split(/[\s&/-]+/).some((w) => w.startsWith(q))) return 2;
  if (label.includes(q)) return 3;
  if (entry.keywords?.toLowerCase().includes(q)) return 4;
  return -1;
}

export function searchNavigation(query: string, limit: number, entries = SEARCH_ENTRIES): SearchEntry[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  return entries
    .map((entry, index) => ({ entry, index, score: rank(entry, q) }))
    .filter((r) => r.score >= 0)
    .sort((a, b) => a.score - b.score || a.entry.label.length - b.entry.label.length || a.index - b.index)
    .slice(0, limit)
    .map((r) => r.entry);
}
