/** Business constants of the specification, section 9. */

export const TIME_ZONE = 'Asia/Kolkata';
export const DISPLAY_LOCALE = 'en-IN';

export const MESSAGE_CLEAR_MS = 3000;
export const PANEL_CLOSE_MS = 3000;

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;
export const PHONE_DIGITS = 10;
export const ENQUIRY_MIN_LENGTH = 5;

export const TOKEN_COOKIE_NAME = 'token';
export const TOKEN_COOKIE_DAYS = 7;
export const TOKEN_COOKIE_PATH = '/';

export const ENQUIRIES_CSV_FILE = 'enquiries.csv';
export const CONTACTS_CSV_FILE = 'contact_us_submissions.csv';
export const EVENT_FEEDBACK_CSV_FILE = 'event_feedback.csv';
export const PRESENTATION_FEEDBACK_CSV_FILE = 'presentation_feedback.csv';

// Hero
export const HERO_INTERVAL_MS = 5000;
export const HERO_TEXT_FADE_MS = 400;
export const HERO_BACKGROUND_TRANSITION_MS = 1000;
export const DEFAULT_ANIMATION_MS = 1000;

// Products carousel: slides per view and gap from each minimum viewport width, widest first.
export const PRODUCTS_CAROUSEL_BREAKPOINTS = [
  { minWidth: 1024, slidesPerView: 3, gapPx: 30 },
  { minWidth: 640, slidesPerView: 2, gapPx: 25 },
  { minWidth: 320, slidesPerView: 1, gapPx: 20 },
] as const;
export const PRODUCTS_CAROUSEL_DELAY_MS = 4000;
export const PRODUCTS_CAROUSEL_SPEED_MS = 1000;

// About Us
export const ABOUT_CAROUSEL_DELAY_MS = 5000;
export const ABOUT_CAROUSEL_SPEED_MS = 1200;
export const COMPLETED_PROJECTS = 3250;
export const COMPLETED_PROJECTS_STEP = 50;
export const AWARDS_WON = 150;
export const AWARDS_WON_STEP = 2;
// The specification gives the tick only for the projects counter; sharing it lets both finish together (65 and 75 ticks).
export const COUNTER_TICK_MS = 50;
export const LOGO_SCROLL_S = 40;

// Events
export const EVENT_CAROUSEL_INTERVAL_MS = 3000;
export const EVENT_HIGHLIGHT_MS = 2000;
export const ADMIN_EVENT_FORM_CLOSE_MS = 1500;
export const MAX_EVENT_IMAGES = 5;

// Upload size limits, in bytes.
export const MB = 1024 * 1024;
export const RESUME_MAX_BYTES = 5 * MB;
export const TICKET_ATTACHMENT_MAX_BYTES = 10 * MB;
export const EVENT_IMAGE_MAX_BYTES = 5 * MB;
export const BROCHURE_MAX_BYTES = 10 * MB;
export const ID_CARD_MAX_BYTES = 5 * MB;

// Careers: the nine default roles, ids 1–9 in this order, all accepting.
export const DEFAULT_JOB_ROLES = [
  'Software Development',
  'Mechanical Engineer',
  'Robotics Engineer',
  'Electronic Engineer',
  'Electrical Engineer',
  'Sales and Marketing',
  'Human Resources',
  'Customer Support',
  'Internship',
] as const;

// Downloads: finite-element tool manuals.
export const FEAST_TUTORIAL_COUNT = 22;
export const FEAST_VERIFICATION_LAST_PROBLEM = 82;

// Support and contact
/** The engineers a ticket can be assigned to (a settings list of four; the names are examples). */
export const SUPPORT_ENGINEERS = ['Rahul Sharma', 'Priya Nair', 'Arjun Mehta', 'Sneha Kulkarni'] as const;
export const SUPPORT_RESPONSE_HOURS = { min: 24, max: 48 } as const;
export const BUSINESS_HOURS = { days: 'Monday to Saturday', open: '9:30 AM', close: '6:30 PM', closed: 'Sunday' } as const;

// Admin lists
/** Rows per page of an admin list; the server answers at most ADMIN_PAGE_MAX in one page. */
export const ADMIN_PAGE_SIZE = 50;
export const ADMIN_PAGE_MAX = 200;

/** Where the dashboard posts a person's e-mail (and phone) to download what the site holds about them as a zip. */
export const PERSONAL_DATA_EXPORT_PATH = '/api/personal-data/export';
