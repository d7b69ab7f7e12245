// The route table of spec part 1 §2.1. Every page loads on demand; guards wrap the login-required
// and guest-only routes; unknown paths redirect to /.
import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ComingSoon } from '../components/ui/coming-soon.tsx';
import { GuestOnly, RequireAuth } from './guards.tsx';
import { lazyPage, PageErrorBoundary } from './lazy-page.tsx';
import { Layout } from './shell/layout.tsx';

const HomePage = lazyPage(() => import('../features/home/pages/home-page.tsx'));
const LoginPage = lazyPage(() => import('../features/auth/pages/login-page.tsx'));
const SignupPage = lazyPage(() => import('../features/auth/pages/signup-page.tsx'));
const ProfilePage = lazyPage(() => import('../features/profile/pages/profile-page.tsx'));
const TopicsPage = lazyPage(() => import('../features/learning/pages/topics-page.tsx'));
const TopicPage = lazyPage(() => import('../features/learning/pages/topic-page.tsx'));
const PrerequisitesPage = lazyPage(() => import('../features/learning/pages/prerequisites-page.tsx'));
const PrerequisitePage = lazyPage(() => import('../features/learning/pages/prerequisite-page.tsx'));
const ContributionPage = lazyPage(() => import('../features/contribution/pages/contribution-page.tsx'));
const GuidesPage = lazyPage(() => import('../features/guides/pages/guides-page.tsx'));
const PopularGuidesPage = lazyPage(() => import('../features/guides/pages/popular-page.tsx'));
const GuidePage = lazyPage(() => import('../features/guides/pages/guide-page.tsx'));

const soon = (title: string) => <ComingSoon title={title} />;
const auth = (page: ReactNode) => <RequireAuth>{page}</RequireAuth>;
const guest = (page: ReactNode) => <GuestOnly>{page}</GuestOnly>;

export const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'home', element: <HomePage /> },
  { path: 'contribution', element: <ContributionPage /> },
  { path: 'feedback', element: soon('Feedback') },
  { path: 'community-page', element: soon('Community Connect') },
  { path: 'campus-training', element: soon('Campus Training Program') },
  { path: 'support/help-center', element: soon('Help Center') },
  { path: 'support/documentation', element: soon('Documentation') },
  { path: 'support/contact', element: soon('Contact Us') },
  { path: 'support/terms', element: soon('Terms of Service') },
  { path: 'support/privacy', element: soon('Privacy Policy') },
  { path: 'practice/robotics-challenge', element: soon('Robotics Challenge') },
  { path: 'practice/robotics-challenge/:slug', element: soon('Robotics Challenge') },
  { path: 'botarena/robotics-challenge', element: soon('Robotics Challenge') },
  { path: 'cart', element: soon('Cart') },
  { path: 'checkout', element: soon('Checkout') },
  { path: 'learning', element: <TopicsPage /> },
  { path: 'learning/:topic', element: <TopicPage /> },
  { path: 'learning/:topic/prerequisites', element: <PrerequisitesPage /> },
  { path: 'learning/:topic/prerequisites/:prerequisiteKey', element: <PrerequisitePage /> },
  { path: 'roboguide', element: <GuidesPage /> },
  { path: 'roboguide/popular', element: <PopularGuidesPage /> },
  { path: 'roboguide/guide/:guideId', element: <GuidePage /> },
  { path: 'roboguide/:slug', element: <GuidesPage /> },
  { path: 'roadmap/:slug', element: soon('Roadmap') },
  { path: 'network-test', element: soon('Network Test') },
  { path: 'toast-demo', element: soon('Toast Demo') },
];

export const guestRoutes: RouteObject[] = [
  { path: 'login', element: guest(<LoginPage />) },
  { path: 'signup', element: guest(<SignupPage />) },
];

export const protectedRoutes: RouteObject[] = [
  { path: 'profile', element: auth(<ProfilePage />) },
  { path: 'courses', element: auth(soon('Courses')) },
  { path: 'courses/:id', element: auth(soon('Course')) },
  { path: 'leaderboard', element: auth(soon('Leaderboard')) },
  { path: 'projects', element: auth(soon('Projects')) },
  { path: 'community', element: auth(soon('Community')) },
  { path: 'services', element: auth(soon('Services')) },
  { path: 'compete', element: auth(soon('Compete & Win')) },
  { path: 'practice', element: auth(soon('Practice')) },
  { path: 'practice/:language', element: auth(soon('Practice')) },
  { path: 'practice/:language/problem/:problemId', element: auth(soon('Problem')) },
  { path: 'events', element: auth(soon('Events')) },
  { path: 'events/new', element: auth(soon('Create Event')) },
  { path: 'events/:id', element: auth(soon('Event')) },
  { path: 'events/:id/edit', element: auth(soon('Edit Event')) },
  { path: 'razorpay-checkout', element: auth(soon('Secure Checkout')) },
  { path: 'payment-success', element: auth(soon('Payment Successful')) },
  { path: 'payment-history', element: auth(soon('Payment History')) },
  { path: 'payments/:id', element: auth(soon('Payment')) },
];

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <PageErrorBoundary><ComingSoon title="Not available" /></PageErrorBoundary>,
    children: [...publicRoutes, ...guestRoutes, ...protectedRoutes, { path: '*', element: <Navigate to="/" replace /> }],
  },
];

export const createRouter = () => createBrowserRouter(routes);
