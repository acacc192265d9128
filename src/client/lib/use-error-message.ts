import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client.ts';

/** Turns any error into a sentence in the user's language: errors:<code> with its params. */
export function useErrorMessage() {
  const { t } = useTranslation('errors');
  return (error: unknown): string => {
    if (error instanceof ApiError) {
      return t(error.code, { ...error.params, defaultValue: t('unknown', { status: error.status }) });
    }
    return t('unknown', { status: '' });
  };
}
