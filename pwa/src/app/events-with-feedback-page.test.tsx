import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, it } from 'vitest';
import { EventsWithFeedbackPage } from './events-with-feedback-page';

function renderEvents(path = '/events') {
  const router = createMemoryRouter([{ path: '/events', Component: EventsWithFeedbackPage }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

it('shows the feedback section with presentation feedback before event feedback', () => {
  renderEvents();
  const feedback = document.getElementById('newproductdevelopment')!;
  expect(feedback.querySelector('h2')?.textContent).toBe('Feedbacks');
  const presentation = screen.getByRole('heading', { name: 'Presentation Feedback' });
  const event = screen.getByRole('heading', { name: 'Event Feedback' });
  expect(feedback.contains(presentation) && feedback.contains(event)).toBe(true);
  expect(presentation.compareDocumentPosition(event) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});
