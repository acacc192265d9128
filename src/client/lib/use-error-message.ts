import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client.ts';
import { formatDateTime } from './format.ts';
import { loadErrorMessages } from './i18n.ts';

/**
 * Turns any error into a sentence in the user's language: errors:<code> with its params.
 * The `errors` namespace is not asked for here (useTranslation('errors') would fetch it with every
 * page that can show an error): a refusal of the API arrives with it loaded (api-client.ts); any
 * other error loads it and draws the component again once it is there (an empty text until then).
 */
export function useErrorMessage() {
  const { t, i18n } = useTranslation();
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  return (error: unknown): string => {
    // No error, nothing to say (a component may ask before a query has failed): asking would fetch
    // the messages for nothing. Another error than the API's waits for them (drawn again after).
    if (error == null) return '';
    if (!i18n.hasLoadedNamespace('errors')) {
      void loadErrorMessages().then(redraw);
      return '';
    }
    if (error instanceof ApiError) {
      const until = error.params?.until;
      return t(error.code, {
        ...error.params,
        // A time a refusal lasts until (a source out of tokens), in the reader's language.
        ...(typeof until === 'string' && !Number.isNaN(Date.parse(until))
          ? { until: formatDateTime(until, i18n.language) }
          : {}),
        ns: 'errors',
        defaultValue: t('unknown', { ns: 'errors', status: error.status }),
      });
    }
    return t('unknown', { ns: 'errors', status: '' });
  };
}
