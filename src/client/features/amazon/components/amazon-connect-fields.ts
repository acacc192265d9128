import type { ConnectFields } from './amazon-connect-schema.ts';

// What the connection form needs at first paint, apart from its schema (with zod), which comes
// with the form library at the first focus or press in the form (ADR 115).

/** The form's fields by the name the server gives in validation_failed, with their labels. */
export const FIELD_LABELS = {
  marketplace: 'form.marketplace',
  email: 'form.email',
  sellerId: 'form.sellerId',
  lwaClientId: 'form.clientId',
  lwaClientSecret: 'form.clientSecret',
  refreshToken: 'form.refreshToken',
} as const;
export type FieldName = keyof typeof FIELD_LABELS;
export const isFieldName = (field: unknown): field is FieldName =>
  typeof field === 'string' && Object.hasOwn(FIELD_LABELS, field);

export const REQUIRED = 'form.required';

export const emptyConnectFields: ConnectFields = {
  marketplace: 'FR',
  email: '',
  sellerId: '',
  lwaClientId: '',
  lwaClientSecret: '',
  refreshToken: '',
};
