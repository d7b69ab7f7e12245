// Browser storage keys of the spec (part 1 §3) and safe accessors (storage can throw in private modes).
export const STORAGE_KEYS = { token: 'token', user: 'user', theme: 'theme', cart: 'cart' } as const;

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the session simply does not persist.
  }
}

export function readJsonStorage<T>(key: string): T | null {
  const raw = readStorage(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
