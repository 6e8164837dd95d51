import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { QuickEnquiry } from '../../features/enquiries/quick-enquiry';
import { OutboxStatus } from '../outbox-status';
import { UpdatePrompt } from '../update-prompt';
import { Footer } from './footer';
import styles from './layout.module.css';
import { TopBar } from './top-bar';

export function Layout() {
  return (
    <>
      <a className={styles.skip} href="#content">
        Skip to content
      </a>
      <TopBar />
      {/*
        The page and the footer are boundaries of their own: React hydrates the header first, then
        these in short slices that let input through, rather than the whole page in one long task.
        A navigation to a screen still loading keeps the current page (it is a transition).
      */}
      <div id="content" className={styles.content}>
        <Suspense>
          <Outlet />
        </Suspense>
      </div>
      <Suspense>
        <Footer />
      </Suspense>
      <QuickEnquiry />
      <OutboxStatus />
      <UpdatePrompt />
    </>
  );
}
