// Page views to Google Analytics 4 through react-ga4, only when VITE_GA_MEASUREMENT_ID is set.
import { env } from './env.ts';

let ready: Promise<{ send: (fields: object) => void } | null> | null = null;

function analytics() {
  if (!env.VITE_GA_MEASUREMENT_ID) return Promise.resolve(null);
  ready ??= import('react-ga4')
    .then(({ default: ReactGA }) => {
      ReactGA.initialize(env.VITE_GA_MEASUREMENT_ID!);
      return ReactGA;
    })
    .catch((err: unknown) => {
      console.warn('Analytics failed to load', err);
      return null;
    });
  return ready;
}

export function reportPageView(path: string): void {
  void analytics().then((ga) => ga?.send({ hitType: 'pageview', page: path }));
}
