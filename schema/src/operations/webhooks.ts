/** The webhooks feature's documents, written once for the dashboard and the tests. */
export const WEBHOOK_ENDPOINT_FIELDS = 'id url events active createdAt';
export const WEBHOOK_DELIVERY_FIELDS =
  'id messageId endpointId event status createdAt nextTryAt attemptCount attempts { attemptedAt status answer durationMs }';

export const CREATE_WEBHOOK_ENDPOINT_MUTATION = `mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { secret endpoint { ${WEBHOOK_ENDPOINT_FIELDS} } }
}`;

export const WEBHOOK_ENDPOINTS_QUERY = `query WebhookEndpoints { webhookEndpoints { ${WEBHOOK_ENDPOINT_FIELDS} } }`;

export const DELETE_WEBHOOK_ENDPOINT_MUTATION = `mutation DeleteWebhookEndpoint($id: ID!) { deleteWebhookEndpoint(id: $id) }`;

export const WEBHOOK_DELIVERIES_QUERY = `query WebhookDeliveries($offset: Int, $limit: Int, $endpointId: ID) {
  webhookDeliveries(offset: $offset, limit: $limit, endpointId: $endpointId) { total rows { ${WEBHOOK_DELIVERY_FIELDS} } }
}`;

export const RESEND_WEBHOOK_DELIVERY_MUTATION = `mutation ResendWebhookDelivery($id: ID!) { resendWebhookDelivery(id: $id) { ${WEBHOOK_DELIVERY_FIELDS} } }`;
