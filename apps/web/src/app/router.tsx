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
const FeedbackPage = lazyPage(() => import('../features/feedback/pages/feedback-page.tsx'));
const NetworkTestPage = lazyPage(() => import('../features/network/pages/network-test-page.tsx'));
const ToastDemoPage = lazyPage(() => import('../features/toast-demo/pages/toast-demo-page.tsx'));
const ProjectsPage = lazyPage(() => import('../features/projects/pages/projects-page.tsx'));
const CommunityConnectPage = lazyPage(() => import('../features/community/pages/community-connect-page.tsx'));
const CommunityHubPage = lazyPage(() => import('../features/community/pages/community-hub-page.tsx'));
const CampusTrainingPage = lazyPage(() => import('../features/campus-training/pages/campus-training-page.tsx'));
const HelpCenterPage = lazyPage(() => import('../features/support/pages/help-center-page.tsx'));
const DocumentationPage = lazyPage(() => import('../features/support/pages/documentation-page.tsx'));
const ContactPage = lazyPage(() => import('../features/support/pages/contact-page.tsx'));
const TermsPage = lazyPage(() => import('../features/support/pages/terms-page.tsx'));
const PrivacyPage = lazyPage(() => import('../features/support/pages/privacy-page.tsx'));
const ServicesPage = lazyPage(() => import('../features/services/pages/services-page.tsx'));
const EventsPage = lazyPage(() => import('../features/events/pages/events-page.tsx'));
const EventDetailPage = lazyPage(() => import('../features/events/pages/event-detail-page.tsx'));
const CreateEventPage = lazyPage(() => import('../features/events/pages/create-event-page.tsx'));
const EditEventPage = lazyPage(() => import('../features/events/pages/edit-event-page.tsx'));
const MyEventsPage = lazyPage(() => import('../features/events/pages/my-events-page.tsx'));
const RoadmapsPage = lazyPage(() => import('../features/roadmaps/pages/roadmaps-page.tsx'));
const RoadmapPage = lazyPage(() => import('../features/roadmaps/pages/roadmap-page.tsx'));
const CoursesPage = lazyPage(() => import('../features/courses/pages/courses-page.tsx'));
const CoursePage = lazyPage(() => import('../features/courses/pages/course-page.tsx'));
const CartPage = lazyPage(() => import('../features/checkout/pages/cart-page.tsx'));
const CheckoutPage = lazyPage(() => import('../features/checkout/pages/checkout-page.tsx'));
const PaymentSuccessPage = lazyPage(() => import('../features/checkout/pages/payment-success-page.tsx'));
const PaymentHistoryPage = lazyPage(() => import('../features/checkout/pages/payment-history-page.tsx'));
const PaymentDetailPage = lazyPage(() => import('../features/checkout/pages/payment-detail-page.tsx'));
const TopicsPage = lazyPage(() => import('../features/learning/pages/topics-page.tsx'));
const TopicPage = lazyPage(() => import('../features/learning/pages/topic-page.tsx'));
const PrerequisitesPage = lazyPage(() => import('../features/learning/pages/prerequisites-page.tsx'));
const PrerequisitePage = lazyPage(() => import('../features/learning/pages/prerequisite-page.tsx'));
const ContributionPage = lazyPage(() => import('../features/contribution/pages/contribution-page.tsx'));
const GuidesPage = lazyPage(() => import('../features/guides/pages/guides-page.tsx'));
const PopularGuidesPage = lazyPage(() => import('../features/guides/pages/popular-page.tsx'));
const GuidePage = lazyPage(() => import('../features/guides/pages/guide-page.tsx'));
const PracticePage = lazyPage(() => import('../features/practice/pages/practice-page.tsx'));
const PracticeLanguagePage = lazyPage(() => import('../features/practice/pages/language-page.tsx'));
const PracticeProblemPage = lazyPage(() => import('../features/practice/pages/problem-page.tsx'));
const ArenaPage = lazyPage(() => import('../features/arena/pages/arena-page.tsx'));
const LeaderboardPage = lazyPage(() => import('../features/arena/pages/leaderboard-page.tsx'));
const CompetePage = lazyPage(() => import('../features/compete/pages/compete-page.tsx'));

const auth = (page: ReactNode) => <RequireAuth>{page}</RequireAuth>;
const guest = (page: ReactNode) => <GuestOnly>{page}</GuestOnly>;

export const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'home', element: <HomePage /> },
  { path: 'contribution', element: <ContributionPage /> },
  { path: 'feedback', element: <FeedbackPage /> },
  { path: 'community-page', element: <CommunityConnectPage /> },
  { path: 'campus-training', element: <CampusTrainingPage /> },
  { path: 'support/help-center', element: <HelpCenterPage /> },
  { path: 'support/documentation', element: <DocumentationPage /> },
  { path: 'support/contact', element: <ContactPage /> },
  { path: 'support/terms', element: <TermsPage /> },
  { path: 'support/privacy', element: <PrivacyPage /> },
  { path: 'practice/robotics-challenge', element: <ArenaPage /> },
  { path: 'practice/robotics-challenge/:slug', element: <ArenaPage /> },
  { path: 'botarena/robotics-challenge', element: <ArenaPage /> },
  { path: 'cart', element: <CartPage /> },
  { path: 'checkout', element: <CheckoutPage /> },
  { path: 'learning', element: <TopicsPage /> },
  { path: 'learning/:topic', element: <TopicPage /> },
  { path: 'learning/:topic/prerequisites', element: <PrerequisitesPage /> },
  { path: 'learning/:topic/prerequisites/:prerequisiteKey', element: <PrerequisitePage /> },
  { path: 'roboguide', element: <GuidesPage /> },
  { path: 'roboguide/popular', element: <PopularGuidesPage /> },
  { path: 'roboguide/guide/:guideId', element: <GuidePage /> },
  { path: 'roboguide/:slug', element: <GuidesPage /> },
  { path: 'roadmap/:slug', element: <RoadmapPage /> },
  { path: 'network-test', element: <NetworkTestPage /> },
  { path: 'toast-demo', element: <ToastDemoPage /> },
  { path: 'roadmaps', element: <RoadmapsPage /> },
];

export const guestRoutes: RouteObject[] = [
  { path: 'login', element: guest(<LoginPage />) },
  { path: 'signup', element: guest(<SignupPage />) },
];

export const protectedRoutes: RouteObject[] = [
  { path: 'profile', element: auth(<ProfilePage />) },
  { path: 'courses', element: auth(<CoursesPage />) },
  { path: 'courses/:id', element: auth(<CoursePage />) },
  { path: 'leaderboard', element: auth(<LeaderboardPage />) },
  { path: 'projects', element: auth(<ProjectsPage />) },
  { path: 'community', element: auth(<CommunityHubPage />) },
  { path: 'services', element: auth(<ServicesPage />) },
  { path: 'compete', element: auth(<CompetePage />) },
  { path: 'practice', element: auth(<PracticePage />) },
  { path: 'practice/:language', element: auth(<PracticeLanguagePage />) },
  { path: 'practice/:language/problem/:problemId', element: auth(<PracticeProblemPage />) },
  { path: 'events', element: auth(<EventsPage />) },
  { path: 'events/new', element: auth(<CreateEventPage />) },
  { path: 'events/mine', element: auth(<MyEventsPage />) },
  { path: 'events/:id', element: auth(<EventDetailPage />) },
  { path: 'events/:id/edit', element: auth(<EditEventPage />) },
  { path: 'razorpay-checkout', element: auth(<CheckoutPage />) },
  { path: 'payment-success', element: auth(<PaymentSuccessPage />) },
  { path: 'payment-history', element: auth(<PaymentHistoryPage />) },
  { path: 'payments/:id', element: auth(<PaymentDetailPage />) },
];

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <PageErrorBoundary><ComingSoon title="Not available" /></PageErrorBoundary>,
    children: [...publicRoutes, ...guestRoutes, ...protectedRoutes, { path: '*', element: <Navigate to="/" replace /> }],
  },
];

export const createRouter = () => createBrowserRouter(routes);
