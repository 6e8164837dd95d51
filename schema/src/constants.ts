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
