import { Link } from 'react-router';
import styles from './home-page.module.css';

/** Fixed at the bottom right, under the floating 'Enquiry Now!!' button. */
export function ContactUsButton() {
  return (
    <Link to="/contact" className={styles.contactUs}>
      Contact Us
    </Link>
  );
}
