/**
 * The service levels the forecast form offers, apart from its schema: the form shows them at first
 * paint, and the schema (with zod) comes with the form library (ADR 115).
 */
export const SERVICE_LEVELS = ['0.9', '0.95', '0.975', '0.99'] as const;
