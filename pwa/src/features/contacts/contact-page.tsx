import { PageMeta } from '../../components/page-meta';
import { site } from '../../content/site';
import { ContactDetails } from './contact-details';
import styles from './contact-page.module.css';
import { GetInTouchForm } from './get-in-touch-form';
import { OfficeMap } from './office-map';

export function ContactPage() {
  return (
    <main className={styles.page}>
      <PageMeta
        title="Contact Us"
        description={`Contact ${site.companyName}, Pune: address, support e-mail, phone, business hours and a 24/7 support line, or send us a message.`}
        path="/contact"
      />
      <header className={styles.header}>
        <h1>Contact Us</h1>
        <p>Questions about a product, a quotation, training or support? Write, call or visit us.</p>
      </header>
      <div className={styles.layout}>
        <ContactDetails />
        <OfficeMap />
      </div>
      <section className={styles.getInTouch} aria-labelledby="get-in-touch">
        <h2 id="get-in-touch">Get In Touch</h2>
        <GetInTouchForm />
      </section>
    </main>
  );
}
