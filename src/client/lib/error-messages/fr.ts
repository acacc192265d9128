// The error messages of one language as one module, so they travel as one file (lib/i18n.ts loads
// it with the first error). One such file per language of #domain/languages.ts.
const files = import.meta.glob<Record<string, unknown>>('../../locales/fr/errors/*.json', {
  eager: true,
  import: 'default',
});

export default Object.assign({}, ...Object.values(files)) as Record<string, unknown>;
