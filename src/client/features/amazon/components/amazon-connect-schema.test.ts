import { describe, expect, it } from 'vitest';
import { emptyConnectFields } from './amazon-connect-fields.ts';
import { connectSchema } from './amazon-connect-schema.ts';

const typed = {
  ...emptyConnectFields,
  email: ' seller@example.com ',
  sellerId: ' a2euq1wtgctbg2 ',
  lwaClientId: ' amzn1.application-oa2-client.e2e ',
  lwaClientSecret: ' secret with spaces ',
  refreshToken: ' Atzr|token ',
};
const messages = (result: ReturnType<ReturnType<typeof connectSchema>['safeParse']>) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the Amazon connection form schema', () => {
  it('trims what the server trims and sends the secret as typed', () => {
    expect(connectSchema(false).parse(typed)).toEqual({
      marketplace: 'FR',
      email: 'seller@example.com',
      sellerId: 'a2euq1wtgctbg2',
      lwaClientId: 'amzn1.application-oa2-client.e2e',
      lwaClientSecret: ' secret with spaces ',
      refreshToken: 'Atzr|token',
    });
  });

  it('asks for every field of a self-authorised app, and only the e-mail through Amazon', () => {
    expect(messages(connectSchema(false).safeParse({ ...emptyConnectFields, sellerId: ' ' }))).toEqual({
      email: 'form.required',
      sellerId: 'form.required',
      lwaClientId: 'form.required',
      lwaClientSecret: 'form.required',
      refreshToken: 'form.required',
    });
    expect(messages(connectSchema(true).safeParse(emptyConnectFields))).toEqual({ email: 'form.required' });
  });

  it('checks the seller ID with the server rule', () => {
    expect(messages(connectSchema(false).safeParse({ ...typed, sellerId: 'B123' }))).toEqual({
      sellerId: 'form.sellerIdInvalid',
    });
  });
});
