import { DEFAULT_EVENT_TITLE } from './event-title-field';

/** What both feedback forms start with: the event, the optional HOD and principal details, and the five answers. */
export const EMPTY_FEEDBACK = {
  eventTitle: DEFAULT_EVENT_TITLE,
  hodName: '',
  hodEmail: '',
  hodMobile: '',
  principalName: '',
  principalEmail: '',
  principalMobile: '',
  question1: '',
  question2: '',
  question3: '',
  question4: '',
  question5: '',
};
