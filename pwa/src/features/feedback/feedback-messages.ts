import type { FormMessages } from '../../lib/form-messages';
import { QUEUED_MESSAGE } from '../../lib/submit-form';

export const FEEDBACK_SUCCESS_MESSAGE = 'Thank you! Your feedback has been submitted.';
/** At an expo the next person fills the form in right away: say that nothing is lost and the form is free. */
export const FEEDBACK_QUEUED_MESSAGE = `${QUEUED_MESSAGE} The form is clear for the next person.`;
export const FEEDBACK_REJECTED_ALERT = 'Submission failed. Please try again.';
export const FEEDBACK_ERROR_ALERT = 'Server error. Please check console.';

/** Both feedback forms answer alike: cleared with a message when sent or saved, an alert and kept open otherwise. */
export const FEEDBACK_MESSAGES: FormMessages = {
  sent: FEEDBACK_SUCCESS_MESSAGE,
  queued: FEEDBACK_QUEUED_MESSAGE,
  rejected: FEEDBACK_REJECTED_ALERT,
  failed: FEEDBACK_ERROR_ALERT,
  refusalIn: 'alert',
};
