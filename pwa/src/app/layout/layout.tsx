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
      <div id="content" className={styles.content}>
        <Outlet />
      </div>
      <Footer />
      <QuickEnquiry />
      <OutboxStatus />
      <UpdatePrompt />
    </>
  );
}
