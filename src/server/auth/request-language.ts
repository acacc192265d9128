import { isLanguage, type Language } from '#domain/languages.ts';

/** The language the client asked for: our `x-scout-lang` header, else Accept-Language, else English. */
export function languageOf(request: Request | undefined): Language {
  const explicit = request?.headers.get('x-scout-lang');
  if (explicit && isLanguage(explicit)) return explicit;
  const accept = request?.headers.get('accept-language') ?? '';
  for (const part of accept.split(',')) {
    const code = part.split(';')[0].trim().slice(0, 2).toLowerCase();
    if (isLanguage(code)) return code;
  }
  return 'en';
}
