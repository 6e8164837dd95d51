import {
  CREATE_WEBHOOK_ENDPOINT_MUTATION,
  DELETE_WEBHOOK_ENDPOINT_MUTATION,
  RESEND_WEBHOOK_DELIVERY_MUTATION,
  WEBHOOK_DELIVERIES_QUERY,
  WEBHOOK_ENDPOINTS_QUERY,
  type WebhookDeliveriesQuery,
  type WebhookEndpointsQuery,
} from '@site/schema';
import { apolloDocument } from '../../../lib/apollo-document';

export type WebhookEndpointRow = WebhookEndpointsQuery['webhookEndpoints'][number];
export type WebhookDeliveryRow = WebhookDeliveriesQuery['webhookDeliveries']['rows'][number];

export const WEBHOOK_ENDPOINTS = apolloDocument(WEBHOOK_ENDPOINTS_QUERY);
export const WEBHOOK_DELIVERIES = apolloDocument(WEBHOOK_DELIVERIES_QUERY);
export const CREATE_WEBHOOK_ENDPOINT = apolloDocument(CREATE_WEBHOOK_ENDPOINT_MUTATION);
export const DELETE_WEBHOOK_ENDPOINT = apolloDocument(DELETE_WEBHOOK_ENDPOINT_MUTATION);
export const RESEND_WEBHOOK_DELIVERY = apolloDocument(RESEND_WEBHOOK_DELIVERY_MUTATION);
