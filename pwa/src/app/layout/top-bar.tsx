import { Fragment, useRef } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { topLinks } from '../../content/navigation';
import { site } from '../../content/site';
import type { TopLink } from '../../content/types';
import { EventsMenu } from './events-menu';
import { NavDropdown } from './nav-dropdown';
import { ProductsMenu } from './products-menu';
import { scrollToSamePageAnchor } from './scroll-to-anchor';
import styles from './top-bar.module.css';
import { useNavMenus } from './use-nav-menus';

const EVENTS_HREF = '/events';

function topLinkClass(link: TopLink) {
  return ({ isActive }: { isActive: boolean }) => [link.variant === 'button' ? styles.button : styles.link, isActive ? styles.active : ''].join(' ');
}

/** The fixed top bar: the site's links, the Products and Events menus, and the mobile menu behind the hamburger. */
export function TopBar() {
  const navRef = useRef<HTMLElement>(null);
  const menus = useNavMenus(navRef);
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname } = location;

  const products = (
    <NavDropdown
      id="products-menu"
      label="Products"
      open={menus.dropdown === 'products'}
      active={pathname.startsWith('/products/')}
      onToggle={() => menus.toggleDropdown('products')}
      onClose={() => menus.closeDropdown('products')}
      buttonRef={menus.dropdownButton('products')}
      placement="bar"
      panelClassName={`${styles.panel} ${styles.productsPanel}`}
    >
      <ProductsMenu />
    </NavDropdown>
  );

  return (
    <header className={styles.bar}>
      <nav ref={navRef} className={styles.inner} aria-label="Main" onClickCapture={(event) => scrollToSamePageAnchor(event, location, navigate)}>
        <Link to="/" className={styles.brand}>
          <img src="/icons/icon.svg" width="36" height="36" alt="" />
          <span>{site.companyName}</span>
        </Link>
        <button
          ref={menus.hamburgerRef}
          type="button"
          className={styles.hamburger}
          aria-expanded={menus.mobileOpen}
          aria-controls="main-menu"
          aria-label="Menu"
          onClick={menus.toggleMobile}
        >
          <span aria-hidden="true" />
        </button>
        <ul id="main-menu" className={styles.links} data-open={menus.mobileOpen}>
          {topLinks.map((link) => {
            if (link.href === EVENTS_HREF) {
              return (
                <NavDropdown
                  key={link.href}
                  id="events-menu"
                  label={link.label}
                  open={menus.dropdown === 'events'}
                  active={false}
                  onToggle={() => menus.toggleDropdown('events')}
                  onClose={() => menus.closeDropdown('events')}
                  buttonRef={menus.dropdownButton('events')}
                  lead={
                    <NavLink to={link.href} className={topLinkClass(link)}>
                      {link.label}
                    </NavLink>
                  }
                  placement="item"
                  panelClassName={`${styles.panel} ${styles.eventsPanel}`}
                >
                  <EventsMenu />
                </NavDropdown>
              );
            }
            return (
              <Fragment key={link.href}>
                <li>
                  <NavLink to={link.href} end={link.href === '/'} className={topLinkClass(link)}>
                    {link.label}
                  </NavLink>
                </li>
                {link.href === '/' && products}
              </Fragment>
            );
          })}
        </ul>
      </nav>
    </header>
  );
}
