import { QUEUED_MESSAGE, type FormOutcome } from '../../../lib/submit-form';
import type { FormNotice } from '../../../lib/use-form-submission';

export const FEEDBACK_SUCCESS_MESSAGE = 'Thank you! Your feedback has been submitted.';
/** At an expo the next person fills the form in right away: say that nothing is lost and the form is free. */
export const FEEDBACK_QUEUED_MESSAGE = `${QUEUED_MESSAGE} The form is clear for the next person.`;
export const FEEDBACK_REJECTED_ALERT = 'Submission failed. Please try again.';
export const FEEDBACK_ERROR_ALERT = 'Server error. Please check console.';

interface FeedbackForm {
  /** Clears the answers for the next person. */
  clear: () => void;
  setNotice: (notice: FormNotice) => void;
}

/** Both feedback forms answer alike: cleared with a message when sent or saved, an alert and kept open otherwise. */
export function showFeedbackOutcome(outcome: FormOutcome | undefined, form: FeedbackForm): void {
  if (outcome?.kind === 'sent' || outcome?.kind === 'queued') {
    form.clear();
    form.setNotice(outcome.kind === 'sent' ? { tone: 'success', text: FEEDBACK_SUCCESS_MESSAGE } : { tone: 'info', text: FEEDBACK_QUEUED_MESSAGE });
  } else if (outcome?.kind === 'rejected') {
    window.alert(FEEDBACK_REJECTED_ALERT);
  } else if (outcome?.kind === 'failed') {
    window.alert(FEEDBACK_ERROR_ALERT);
  }
}
