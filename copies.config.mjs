/**
 * The copy detector (`npm run copies`, scripts/copies.mjs): jscpd over the three packages' sources.
 *
 * Tests are included: a copied test helper or set-up drifts like any other copy, and the shared
 * test helpers (gateway/src/test, schema/src/test) exist so that tests need not copy. Clones must
 * match token for token, names included: code of the same shape with different names (two
 * features' tables, two forms on the form kit) is how this code base is meant to look, and a
 * detector that ignored names would list every decorated entity. 50 tokens is about six lines,
 * enough to skip a shared call with its arguments and to catch a copied test or block.
 */
export default {
  paths: ['pwa/src', 'gateway/src', 'schema/src'],
  minTokens: 50,
  // Generated from schema.graphql; its types repeat by construction.
  ignore: ['**/generated.ts'],
  // Import lists are not logic; two files needing the same imports are not a copy.
  ignorePattern: 'import[\\s\\S]*?;',

  /** Pairs of files allowed to share a fragment, each with why; a pair no longer copied fails too, so the list stays true. */
  allowed: [
    {
      files: ['gateway/src/modules/careers/job-application.resolver.ts', 'gateway/src/modules/careers/job-application.resolver.ts'],
      why: 'rejectJobApplication and deleteJobApplication take the same arguments: the legacy dashboard keeps the two actions apart.',
    },
    {
      files: ['gateway/src/modules/events/event.resolver.ts', 'gateway/src/modules/events/event.resolver.ts'],
      why: 'addEvent and updateEvent take the same input and files.',
    },
    {
      files: ['gateway/src/modules/contacts/contact.graphql.test.ts', 'gateway/src/modules/enquiries/enquiry.graphql.test.ts'],
      why: 'Two remarked submission tables tested alike (newest first, remarks, admin only); each feature keeps its tests, so a failure names it.',
    },
    {
      files: ['gateway/src/modules/contacts/contact.rest.test.ts', 'gateway/src/modules/enquiries/enquiry.rest.test.ts'],
      why: "The same two features' REST rows, tested alike for the same reason.",
    },
    {
      files: ['pwa/src/content/navigation.ts', 'pwa/src/content/navigation.ts'],
      why: "The top bar's and the footer's link lists name mostly the same pages: data, each list as its place shows it.",
    },
    {
      files: ['pwa/src/features/careers/job-application-form.tsx', 'pwa/src/features/support/support-request-form.tsx'],
      why: 'Two forms on the form kit: the same submit call, error slot and name and e-mail fields.',
    },
    {
      files: ['pwa/src/features/feedback/event-feedback-form.tsx', 'pwa/src/features/feedback/presentation-feedback-form.tsx'],
      why: 'Two forms on the form kit: the same submit call, keeping the event title for the next visitor at an expo.',
    },
    {
      files: ['pwa/src/features/contacts/get-in-touch-form.test.tsx', 'pwa/src/features/contacts/get-in-touch-form.test.tsx'],
      why: 'Each test arranges its own server answer, alert and render, so that it reads alone.',
    },
    {
      files: ['pwa/src/features/contacts/get-in-touch-form.test.tsx', 'pwa/src/features/feedback/presentation-feedback-form.test.tsx'],
      why: 'Two forms tested for the same outbox outcome (neither sent nor saved), each arranged where it is read.',
    },
    {
      files: ['pwa/src/features/feedback/presentation-feedback-form.test.tsx', 'pwa/src/features/feedback/presentation-feedback-form.test.tsx'],
      why: 'Each test arranges its own server answer, alert and render, so that it reads alone.',
    },
    {
      files: ['pwa/src/lib/public-read/use-public-read.test.ts', 'pwa/src/lib/public-read/use-public-read.test.ts'],
      why: 'Each test arranges its own scripted read and hook, so that it reads alone.',
    },
    {
      files: ['pwa/src/features/support/support-request-form.test.tsx', 'pwa/src/features/support/support-request-form.test.tsx'],
      why: 'Each test arranges its own server answer and render, so that it reads alone.',
    },
  ],
};
