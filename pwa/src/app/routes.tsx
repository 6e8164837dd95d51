import { Navigate, type RouteObject } from 'react-router';
import { lazyScreen } from '../lib/lazy-screen';
import { Layout } from './layout/layout';
import { NotFound } from './not-found';

/**
 * The route table, rendered by `AppRoutes` (no data router: nothing here loads data, and the
 * declarative router is about half its size). Screens load lazily so a page's first load
 * carries only its own code; the prerender and the client load the current ones before rendering.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    children: [
      { index: true, Component: lazyScreen(() => import('../features/home/home-page').then((m) => m.HomePage)) },
      { path: 'products/:productId', Component: lazyScreen(() => import('../features/products/product-page').then((m) => m.ProductPage)) },
      { path: 'career', Component: lazyScreen(() => import('../features/careers/careers-page').then((m) => m.CareersPage)) },
      { path: 'events', Component: lazyScreen(() => import('./events-with-feedback-page').then((m) => m.EventsWithFeedbackPage)) },
      { path: 'event/:id', Component: lazyScreen(() => import('../features/events/event-detail-page').then((m) => m.EventDetailPage)) },
      { path: 'updates', Component: lazyScreen(() => import('../features/events/updates/updates-page').then((m) => m.UpdatesPage)) },
      { path: 'calendar', Component: lazyScreen(() => import('../features/events/calendar/calendar-page').then((m) => m.CalendarPage)) },
      { path: 'support', Component: lazyScreen(() => import('../features/support/support-page').then((m) => m.SupportPage)) },
      { path: 'contact', Component: lazyScreen(() => import('../features/contacts/contact-page').then((m) => m.ContactPage)) },
      { path: 'downloads', Component: lazyScreen(() => import('../features/downloads/downloads-page').then((m) => m.DownloadsPage)) },
      { path: 'training-calendar', Component: lazyScreen(() => import('../features/training/training-calendar-page').then((m) => m.TrainingCalendarPage)) },
      // Paths match without regard to case unless told; /Admin (the login) and /admin/* differ only by it.
      { path: 'invitation', Component: lazyScreen(() => import('../features/accounts/invitation-page').then((m) => m.InvitationPage)) },
      { path: 'Admin', caseSensitive: true, Component: lazyScreen(() => import('../features/auth/login-page').then((m) => m.LoginPage)) },
      {
        path: 'Admin/forgot-password',
        caseSensitive: true,
        Component: lazyScreen(() => import('../features/auth/forgot-password-page').then((m) => m.ForgotPasswordPage)),
      },
      {
        path: 'Admin/reset-password',
        caseSensitive: true,
        Component: lazyScreen(() => import('../features/auth/reset-password-page').then((m) => m.ResetPasswordPage)),
      },
      {
        // Every admin page checks the session first; /Admin (the login) stays outside.
        path: 'admin',
        caseSensitive: true,
        Component: lazyScreen(() => import('./admin/admin-layout').then((m) => m.AdminLayout)),
        children: [
          { index: true, Component: () => <Navigate to="/admin/dashboard" replace /> },
          { path: 'dashboard', Component: lazyScreen(() => import('./admin/dashboard-page').then((m) => m.DashboardPage)) },
          { path: 'events', Component: lazyScreen(() => import('../features/events/admin/events-admin-page').then((m) => m.EventsListPage)) },
          { path: 'events/add', Component: lazyScreen(() => import('../features/events/admin/events-admin-page').then((m) => m.AddEventPage)) },
          { path: 'events/edit/:id', Component: lazyScreen(() => import('../features/events/admin/events-admin-page').then((m) => m.EditEventPage)) },
          { path: 'support', Component: lazyScreen(() => import('./admin/section-page').then((m) => m.SupportAdminPage)) },
          { path: 'job-applications', Component: lazyScreen(() => import('./admin/section-page').then((m) => m.JobApplicationsAdminPage)) },
          { path: 'confirmation', Component: lazyScreen(() => import('./admin/confirmation-page').then((m) => m.ConfirmationPage)) },
        ],
      },
      { path: '*', Component: NotFound },
    ],
  },
];
