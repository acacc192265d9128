import { acceptedLanguages, chooseLanguage, type Language } from '#domain/languages.ts';

/** The language the client asked for: our `x-scout-lang` header, else Accept-Language, else English. */
export function languageOf(request: Request | undefined): Language {
  return chooseLanguage(
    request?.headers.get('x-scout-lang'),
    acceptedLanguages(request?.headers.get('accept-language')),
  );
}
