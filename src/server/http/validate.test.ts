import { describe, expect, it } from 'vitest';
import { guardAuthInput } from '../auth/guard-auth-input.ts';
import { pathOfUnstorableText } from './validate.ts';

describe('text PostgreSQL cannot store (NUL, lone surrogates)', () => {
  it('finds the first string that holds one', () => {
    expect(pathOfUnstorableText({ a: 'fine', b: [1, 'x\u0000'] })).toBe('b.1');
    expect(pathOfUnstorableText('\u0000')).toBe('');
    expect(pathOfUnstorableText({ name: 'a\ud800' })).toBe('name');
    expect(pathOfUnstorableText({ name: '👩‍👩‍👧' })).toBeNull();
    expect(pathOfUnstorableText({ a: 'fine', b: [null, 2, { c: 'ok' }] })).toBeNull();
  });

  it('refuses a better-auth call with one in the path, the query or the JSON body, or a null name', () => {
    const json = (v: unknown) => new TextEncoder().encode(JSON.stringify(v)).buffer as ArrayBuffer;
    const refused = (url: string, body?: ArrayBuffer) => {
      try {
        guardAuthInput(url, body);
        return null;
      } catch (e) {
        return (e as { params: unknown }).params;
      }
    };
    expect(refused('http://x/api/auth/admin/get-user?id=%00')).toEqual({
      field: 'id',
      reason: 'invalid_characters',
    });
    expect(refused('http://x/api/auth/callback/a%00b')).toEqual({
      field: 'path',
      reason: 'invalid_characters',
    });
    expect(refused('http://x/api/auth/reset-password', json({ token: '\u0000' }))).toEqual({
      field: 'token',
      reason: 'invalid_characters',
    });
    expect(refused('http://x/api/auth/reset-password', json({ token: 'a\\u0000' }))).toBeNull();
    expect(refused('http://x/api/auth/update-user', json({ name: '\ud800' }))).toEqual({
      field: 'name',
      reason: 'invalid_characters',
    });
    expect(refused('http://x/api/auth/admin/get-user?id=abc', json({ name: 'Ann' }))).toEqual(null);
    expect(refused('http://x/api/auth/update-user', json({ name: null }))).toEqual({
      field: 'name',
      reason: 'invalid_type',
    });
    expect(refused('http://x/api/auth/update-user', json({ name: 'Ann', image: null }))).toEqual(null);
  });
});
