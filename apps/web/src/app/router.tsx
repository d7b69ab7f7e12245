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
const PracticePage = lazyPage(() => import('../features/practice/pages/practice-page.tsx'));
const PracticeLanguagePage = lazyPage(() => import('../features/practice/pages/language-page.tsx'));
const PracticeProblemPage = lazyPage(() => import('../features/practice/pages/problem-page.tsx'));

const soon = (title: string) => <ComingSoon title={title} />;
const auth = (page: ReactNode) => <RequireAuth>{page}</RequireAuth>;
const guest = (page: ReactNode) => <GuestOnly>{page}</GuestOnly>;

export const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'home', element: <HomePage /> },
  { path: 'contribution', element: soon('Contribution Programme') },
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
  { path: 'learning', element: soon('Learning Topics') },
  { path: 'learning/:topic', element: soon('Learning Topic') },
  { path: 'learning/:topic/prerequisites', element: soon('Prerequisites') },
  { path: 'learning/:topic/prerequisites/:prerequisiteKey', element: soon('Prerequisite') },
  { path: 'roboguide', element: soon('All Guides') },
  { path: 'roboguide/popular', element: soon('Popular Guides') },
  { path: 'roboguide/guide/:guideId', element: soon('Guide') },
  { path: 'roboguide/:slug', element: soon('Guides') },
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
  { path: 'practice', element: auth(<PracticePage />) },
  { path: 'practice/:language', element: auth(<PracticeLanguagePage />) },
  { path: 'practice/:language/problem/:problemId', element: auth(<PracticeProblemPage />) },
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
