/** The notifications feature's admin documents: whether a submission's e-mails went out, and resending one. */

export const MAIL_DELIVERY_FIELDS = 'id sourceId audience status attempts recipient lastError sentAt';

export const MAIL_DELIVERIES_QUERY = `query MailDeliveries($sourceIds: [ID!]!) { mailDeliveries(sourceIds: $sourceIds) { ${MAIL_DELIVERY_FIELDS} } }`;

export const RESEND_MAIL_MUTATION = `mutation ResendMail($id: ID!) { resendMail(id: $id) { ${MAIL_DELIVERY_FIELDS} } }`;
