// The anonymous visitor id the server de-duplicates likes and views by; kept in localStorage.
import { VISITOR_ID_HEADER } from '@robo/contracts';
import { readStorage, writeStorage } from '../../../lib/storage.ts';

const KEY = 'visitorId';

export function visitorId(): string {
  const known = readStorage(KEY);
  if (known && /^[A-Za-z0-9_-]{16,64}$/.test(known)) return known;
  const fresh = crypto.randomUUID();
  writeStorage(KEY, fresh);
  return fresh;
}

export const visitorHeaders = () => ({ [VISITOR_ID_HEADER]: visitorId() });
