import { Navigate, type RouteObject } from 'react-router';
import { ErrorScreen } from './error-screen';
import { Layout } from './layout/layout';
import { NotFound } from './not-found';

/**
 * The route table. Screens load lazily so a page's first load carries only its own code;
 * the prerender resolves them on the server and the client resolves the current one
 * before hydrating.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    ErrorBoundary: ErrorScreen,
    children: [
      { index: true, lazy: () => import('../features/home/home-page').then((m) => ({ Component: m.HomePage })) },
      { path: 'products/:productId', lazy: () => import('../features/products/product-page').then((m) => ({ Component: m.ProductPage })) },
      { path: 'career', lazy: () => import('../features/careers/careers-page').then((m) => ({ Component: m.CareersPage })) },
      { path: 'events', lazy: () => import('../features/events/events-page').then((m) => ({ Component: m.EventsPage })) },
      { path: 'event/:id', lazy: () => import('../features/events/event-detail-page').then((m) => ({ Component: m.EventDetailPage })) },
      { path: 'updates', lazy: () => import('../features/events/updates/updates-page').then((m) => ({ Component: m.UpdatesPage })) },
      { path: 'calendar', lazy: () => import('../features/events/calendar/calendar-page').then((m) => ({ Component: m.CalendarPage })) },
      { path: 'support', lazy: () => import('../features/support/support-page').then((m) => ({ Component: m.SupportPage })) },
      { path: 'contact', lazy: () => import('../features/contacts/contact-page').then((m) => ({ Component: m.ContactPage })) },
      { path: 'downloads', lazy: () => import('../features/downloads/downloads-page').then((m) => ({ Component: m.DownloadsPage })) },
      { path: 'training-calendar', lazy: () => import('../features/training/training-calendar-page').then((m) => ({ Component: m.TrainingCalendarPage })) },
      // Paths match without regard to case unless told; /Admin (the login) and /admin/* differ only by it.
      { path: 'Admin', caseSensitive: true, lazy: () => import('../features/auth/login-page').then((m) => ({ Component: m.LoginPage })) },
      {
        // Every admin page checks the session first; /Admin (the login) stays outside.
        path: 'admin',
        caseSensitive: true,
        lazy: () => import('./admin/admin-layout').then((m) => ({ Component: m.AdminLayout })),
        children: [
          { index: true, Component: () => <Navigate to="/admin/dashboard" replace /> },
          { path: 'dashboard', lazy: () => import('./admin/dashboard-page').then((m) => ({ Component: m.DashboardPage })) },
          { path: 'events', lazy: () => import('../features/events/admin/events-admin-page').then((m) => ({ Component: m.EventsListPage })) },
          { path: 'events/add', lazy: () => import('../features/events/admin/events-admin-page').then((m) => ({ Component: m.AddEventPage })) },
          { path: 'events/edit/:id', lazy: () => import('../features/events/admin/events-admin-page').then((m) => ({ Component: m.EditEventPage })) },
          { path: 'support', lazy: () => import('./admin/section-page').then((m) => ({ Component: m.SupportAdminPage })) },
          { path: 'job-applications', lazy: () => import('./admin/section-page').then((m) => ({ Component: m.JobApplicationsAdminPage })) },
          { path: 'confirmation', lazy: () => import('./admin/confirmation-page').then((m) => ({ Component: m.ConfirmationPage })) },
        ],
      },
      { path: '*', Component: NotFound },
    ],
  },
];
