// The frame around every route: navbar, learning bar, the page, footer.
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { reportPageView } from '../../lib/analytics.ts';
import { NetworkBoundary } from '../../features/network/components/network-boundary.tsx';
import { Footer } from './footer.tsx';
import { LearningBar } from './learning-bar.tsx';
import { Navbar } from './navbar.tsx';

export function Layout() {
  const location = useLocation();
  useEffect(() => reportPageView(location.pathname + location.search), [location.pathname, location.search]);
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-brand-600 focus:px-4 focus:py-2 focus:text-white">
        Skip to content
      </a>
      <Navbar />
      <LearningBar />
      <main id="main" className="flex-1">
        <NetworkBoundary>
          <Outlet />
        </NetworkBoundary>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
