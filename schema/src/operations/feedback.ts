/** The feedback feature's admin documents, written once for the PWA and the tests. */

const QUESTIONS = 'question1 question2 question3 question4 question5';
const REFERENCES = 'hodName hodEmail hodMobile principalName principalEmail principalMobile';

export const EVENT_FEEDBACKS_QUERY = `query EventFeedbacks {
  eventFeedbacks { id eventTitle studentName studentEmail studentMobile collegeName ${REFERENCES} ${QUESTIONS} submittedAt receivedAt }
}`;

export const PRESENTATION_FEEDBACKS_QUERY = `query PresentationFeedbacks {
  presentationFeedbacks { id eventTitle presentatorName presentatorMobile ${REFERENCES} ${QUESTIONS} submittedAt receivedAt }
}`;
