/**
 * Valid data for every public form and admin input, in the shape the GraphQL inputs take, for the
 * tests of all three packages (`@site/schema/test/factories`). Each factory returns a fresh object
 * that passes its form's rule; a test overrides only what it is about. Not part of any build.
 */
import type {
  ContactInput,
  EnquiryInput,
  EventFeedbackInput,
  EventInput,
  JobApplicationInput,
  PresentationFeedbackInput,
  SupportRequestInput,
  TrainingRegistrationInput,
  TrainingSessionInput,
} from '../operations/generated.js';

export function validEnquiry(overrides: Partial<EnquiryInput> = {}): EnquiryInput {
  return { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', enquiry: 'Need a cobot quote', ...overrides };
}

export function validContact(overrides: Partial<ContactInput> = {}): ContactInput {
  return { name: 'Asha Rao', email: 'asha@example.com', mobile: '9876543210', message: 'Please call me back.', ...overrides };
}

/** The contact details a support request carries, whatever its category. */
export function ticketContact() {
  return { fullName: 'Asha Rao', email: 'asha@example.com', contactNo: '9876543210', organizationName: 'ABC College' };
}

/** A Maintenance request, the category that asks the most: an issue description, and it may carry an attachment. */
export function validTicket(overrides: Partial<SupportRequestInput> = {}): SupportRequestInput {
  return { ...ticketContact(), formType: 'Maintenance', query: 'Joint 3 stops halfway.', ...overrides };
}

/** For a role the gateway seeds as accepting applications. */
export function validJobApplication(overrides: Partial<JobApplicationInput> = {}): JobApplicationInput {
  return { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', category: 'Robotics Engineer', coverLetter: 'I build robots.', ...overrides };
}

export function validTrainingSession(overrides: Partial<TrainingSessionInput> = {}): TrainingSessionInput {
  return {
    title: 'PLC Basics',
    description: 'Ladder logic on the training kit.',
    date: '2026-12-05',
    time: '10:00 AM - 1:00 PM',
    instructor: 'Ravi Kumar',
    capacity: 20,
    ...overrides,
  };
}

export function validTrainingRegistration(overrides: Partial<TrainingRegistrationInput> = {}): TrainingRegistrationInput {
  return {
    sessionTitle: 'PLC Basics',
    role: 'Working Professional',
    fullName: 'Asha Rao',
    contact: '9876543210',
    workEmail: 'asha@company.in',
    organization: 'ABC Industries',
    employeeId: 'E-1024',
    ...overrides,
  };
}

/** The five answers both feedback forms ask for; the first is a rating. */
export function feedbackAnswers() {
  return { question1: 'Excellent', question2: 'The robot arm demo', question3: 'More hands-on time', question4: 'Yes', question5: 'Thank you' };
}

/** The optional HOD and principal details both feedback forms take. */
export function feedbackReferences() {
  return {
    hodName: 'Dr. Mehta',
    hodEmail: 'hod@college.edu',
    hodMobile: '9876500000',
    principalName: 'Dr. Rao',
    principalEmail: 'principal@college.edu',
    principalMobile: '9876511111',
  };
}

/** A student's feedback with the required details only. */
export function validEventFeedback(overrides: Partial<EventFeedbackInput> = {}): EventFeedbackInput {
  return {
    eventTitle: 'ROC 2025',
    studentName: 'Asha Rao',
    studentEmail: 'asha@college.edu',
    studentMobile: '9876543210',
    collegeName: 'ABC College',
    ...feedbackAnswers(),
    ...overrides,
  };
}

export function validPresentationFeedback(overrides: Partial<PresentationFeedbackInput> = {}): PresentationFeedbackInput {
  return { eventTitle: 'Expo 2025', presentatorName: 'Ravi Kumar', presentatorMobile: '9876522222', ...feedbackAnswers(), ...overrides };
}

/** An event of three days with every optional field filled in. */
export function validEvent(overrides: Partial<EventInput> = {}): EventInput {
  return {
    title: 'ROC 2026',
    date: '2026-03-12',
    endDate: '2026-03-14',
    location: 'Mumbai',
    descriptions: ['A robotics contest.', 'Teams from 40 colleges.'],
    meetingLink: 'https://meet.example.com/roc',
    registrationLink: 'https://example.com/register',
    ...overrides,
  };
}
