// Start-up extras of spec part 1 §4: the service worker, and performance metrics loaded lazily.
// Failures are only logged.
export function startBackgroundServices() {
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    import('virtual:pwa-register')
      .then(({ registerSW }) => registerSW({ immediate: true }))
      .catch((err: unknown) => console.warn('Service worker registration failed', err));
  }
  const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1500));
  idle(() => {
    import('web-vitals')
      .then(({ onCLS, onINP, onLCP }) => {
        const report = (metric: { name: string; value: number }) => {
          if (import.meta.env.DEV) console.debug('[web-vitals]', metric.name, Math.round(metric.value));
        };
        onCLS(report);
        onINP(report);
        onLCP(report);
      })
      .catch(() => {});
  });
}
