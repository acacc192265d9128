import { useTranslation } from 'react-i18next';
import { ApiError } from '#client/lib/api-client.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';

/**
 * Spec §8 for the report and consultation cards: a 429 (ours or the provider's) → "Limit reached:
 * too many AI requests…", a server refusal → its translated message, anything else → the fallback.
 */
export function useAiErrorText() {
  const { t } = useTranslation('ai');
  const errorMessage = useErrorMessage();
  return (error: unknown, fallback: string) => {
    if (error instanceof ApiError) {
      if (error.status === 429) return t('errors.rateLimited');
      if (error.code && error.code !== 'http_error' && error.code !== 'internal_error')
        return errorMessage(error);
      if (error.status === 403) return t('errors.accessDenied');
    }
    return fallback;
  };
}
