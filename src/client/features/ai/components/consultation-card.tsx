import { Lightbulb, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { PlanGate } from '#client/components/plan-gate.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Textarea } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { QueryStates } from '#client/components/ui/query-states.tsx';
import { usePlan } from '#client/features/billing/index.ts';
import { formatDateTime } from '#client/lib/format.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { PLANS } from '#domain/plans.ts';
import { useAiStatus } from '../api/ai-status.ts';
import { useAskConsultation, useLatestConsultation } from '../api/consultation.ts';
import { useAiErrorText } from './ai-error-text.ts';
import { EngineNote } from './engine-note.tsx';
import { LazyMarkdown } from './lazy-markdown.tsx';

export const QUESTION_MAX = 2000;

const schema = z.object({
  question: z.string().check(z.trim(), z.minLength(1, 'consultation.empty'), z.maxLength(QUESTION_MAX)),
});

function ConsultationBody() {
  const { t, i18n } = useTranslation('ai');
  const { plan } = usePlan();
  // Which model answers is only worth saying when an AI provider is configured (not the local engine).
  const status = useAiStatus();
  const provider = status.data !== undefined && status.data.engine !== 'local';
  const latest = useLatestConsultation(true);
  const ask = useAskConsultation();
  const errorText = useAiErrorText();
  const form = useZodForm(schema, { defaultValues: { question: '' } });
  const question = form.watch('question');
  const invalid = !!form.formState.errors.question;
  const answer = latest.data;

  const submit = form.handleSubmit((values) =>
    ask.mutate(values.question, { onSuccess: () => form.reset() }),
  );

  return (
    <CardContent className="space-y-4">
      <form onSubmit={submit} className="space-y-2">
        <Label htmlFor="consultation-question">{t('consultation.label')}</Label>
        <Textarea
          id="consultation-question"
          maxLength={QUESTION_MAX}
          rows={3}
          placeholder={t('consultation.placeholder')}
          aria-invalid={invalid}
          aria-describedby="consultation-counter"
          {...form.register('question')}
        />
        <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
          <span data-testid="consultation-model">
            {provider &&
              (PLANS[plan].ai.tier === 'advanced'
                ? t('consultation.modelElite')
                : t('consultation.modelPro'))}
          </span>
          <span id="consultation-counter" className="ml-auto" aria-live="polite">
            {t('consultation.counter', { count: question.length, max: QUESTION_MAX })}
          </span>
        </div>
        {invalid && (
          <p role="alert" className="text-sm text-destructive">
            {t('consultation.empty')}
          </p>
        )}
        {ask.isError && (
          <p role="alert" className="text-sm text-destructive">
            {errorText(ask.error, t('consultation.failed'))}
          </p>
        )}
        <Button type="submit" disabled={ask.isPending}>
          {ask.isPending ? <Loader2 className="animate-spin" /> : <Lightbulb />}
          {ask.isPending ? t('consultation.submitting') : t('consultation.submit')}
        </Button>
      </form>

      <QueryStates query={latest} skeletonClassName="h-24" loadError={t('common:status.error')}>
        {answer && (
          <div className="space-y-2 border-t pt-4" data-testid="consultation-answer">
            <p className="text-xs text-muted-foreground">
              {t('consultation.askedAt', { date: formatDateTime(answer.createdAt, i18n.language) })}
            </p>
            <p className="text-sm font-medium">
              {t('consultation.yourQuestion')} <span className="font-normal">{answer.question}</span>
            </p>
            <div className="max-h-96 overflow-y-auto rounded-md border p-3">
              <LazyMarkdown text={answer.consultation} />
            </div>
            <EngineNote engine={answer.engine} />
          </div>
        )}
      </QueryStates>
    </CardContent>
  );
}

/** Dashboard panel: the strategic consultation (pro and elite; a locked card for the others). */
export function ConsultationCard() {
  const { t } = useTranslation('ai');
  return (
    <PlanGate
      feature="strategicConsultation"
      title={t('consultation.title')}
      description={t('consultation.description')}
    >
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <Lightbulb className="size-5 text-accent" aria-hidden="true" />
            {t('consultation.title')}
          </CardTitle>
          <CardDescription>{t('consultation.description')}</CardDescription>
        </CardHeader>
        <ConsultationBody />
      </Card>
    </PlanGate>
  );
}
