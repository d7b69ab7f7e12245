// How a competition reads on a card: status texts, dates in IST, the prize in rupees, and the
// client-side re-filter the spec asks for (§5) over a fetched page.
import {
  CONTEST_STATUS_TEXT,
  type Contest,
  type ContestCategory,
  type ContestDifficulty,
  type ContestStatus,
  type ContestType,
} from '@robo/contracts';

export const TYPE_LABELS: Record<ContestType, string> = { contest: 'Contest', tournament: 'Tournament', challenge: 'Challenge' };
export const TAB_LABELS: Record<ContestType | 'all', string> = { all: 'All', contest: 'Contests', tournament: 'Tournaments', challenge: 'Challenges' };
export const STATUS_FILTER_LABELS: Record<ContestStatus, string> = { live: 'Live', upcoming: 'Upcoming', completed: 'Completed' };
export const MAX_CARD_TAGS = 3;
export const DEFAULT_PROBLEM_LANGUAGE = 'cpp';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** "₹1,50,000", or "No cash prize" for 0. */
export function formatPrize(rupeesAmount: number): string {
  return rupeesAmount > 0 ? rupees.format(rupeesAmount) : 'No cash prize';
}

export function formatStart(iso: string): string {
  return `${dateTime.format(new Date(iso))} IST`;
}

export function statusText(status: ContestStatus) {
  return CONTEST_STATUS_TEXT[status];
}

/** What the card's button says and whether it can be pressed. */
export function actionFor(contest: Pick<Contest, 'status' | 'registered'>): { label: string; enabled: boolean } {
  if (contest.status === 'completed') return { label: CONTEST_STATUS_TEXT.completed.action, enabled: false };
  if (contest.registered) return { label: 'Registered', enabled: false };
  return { label: CONTEST_STATUS_TEXT[contest.status].action, enabled: true };
}

export const participantsText = (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'participant' : 'participants'}`;

export interface ContestFilters {
  search?: string | undefined;
  status?: ContestStatus | '' | undefined;
  difficulty?: ContestDifficulty | '' | undefined;
  category?: ContestCategory | '' | undefined;
  type?: ContestType | '' | undefined;
}

/** Status at `now` from the dates, so a page left open does not show a finished contest as live. */
export function currentStatus(contest: Pick<Contest, 'startDate' | 'endDate'>, now = Date.now()): ContestStatus {
  if (now < Date.parse(contest.startDate)) return 'upcoming';
  if (now < Date.parse(contest.endDate)) return 'live';
  return 'completed';
}

/** Re-filters a fetched page by text (title, description, slug, tags), status, difficulty, category and type. */
export function refilter(contests: Contest[], filters: ContestFilters, now = Date.now()): Contest[] {
  const needle = filters.search?.trim().toLowerCase() ?? '';
  return contests
    .map((c) => {
      const status = currentStatus(c, now);
      return status === c.status ? c : { ...c, status };
    })
    .filter(
      (c) =>
        (!needle || [c.title, c.description, c.slug, ...c.tags].some((t) => t.toLowerCase().includes(needle))) &&
        (!filters.status || c.status === filters.status) &&
        (!filters.difficulty || c.difficulty === filters.difficulty) &&
        (!filters.category || c.category === filters.category) &&
        (!filters.type || c.type === filters.type),
    );
}
