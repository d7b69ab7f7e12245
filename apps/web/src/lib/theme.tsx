// Dark or light display mode: dark by default, kept under the storage key `theme` (spec part 1 §4).
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { STORAGE_KEYS, readStorage, writeStorage } from './storage.ts';

export type Theme = 'dark' | 'light';

interface ThemeValue {
  theme: Theme;
  toggleTheme(): void;
  setTheme(theme: Theme): void;
}

const ThemeContext = createContext<ThemeValue | null>(null);

function initialTheme(): Theme {
  return readStorage(STORAGE_KEYS.theme) === 'light' ? 'light' : 'dark';
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<Theme>(initialTheme);
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', theme === 'dark');
    root.style.colorScheme = theme;
  }, [theme]);
  const choose = useCallback((next: Theme) => {
    writeStorage(STORAGE_KEYS.theme, next);
    setTheme(next);
  }, []);
  const toggleTheme = useCallback(() => choose(theme === 'dark' ? 'light' : 'dark'), [choose, theme]);
  const value = useMemo(() => ({ theme, toggleTheme, setTheme: choose }), [theme, toggleTheme, choose]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used within a ThemeProvider');
  return value;
}
