import { Loader2, Send } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '#client/components/ui/button.tsx';
import { Textarea } from '#client/components/ui/input.tsx';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { CHAT_MESSAGE_MAX } from '#contracts/ai.ts';

/** The question as typed → the message sent (trimmed; the contract's length limit). */
const chatInputSchema = z.object({
  message: z.pipe(
    z.string().check(
      z.refine((s) => s.trim() !== '', { message: 'chat.empty' }),
      z.refine((s) => s.trim().length <= CHAT_MESSAGE_MAX, { message: 'chat.tooLong' }),
    ),
    z.transform((s) => s.trim()),
  ),
});

/** The question field: Enter sends, Shift+Enter goes to a new line; nothing is sent while an answer streams. */
export function ChatInputForm({
  streaming,
  onSend,
  fieldRef,
}: {
  streaming: boolean;
  onSend: (content: string) => void;
  /** The field, focused when the chat opens or is cleared. */
  fieldRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const { t } = useTranslation('ai');
  const form = useZodForm(chatInputSchema, { defaultValues: { message: '' } });
  const length = form.watch('message').length;
  const problem = form.formState.errors.message?.message;
  const { ref, ...field } = form.register('message');
  const submit = () => {
    if (streaming) return;
    void form.handleSubmit(({ message }) => {
      form.reset({ message: '' });
      onSend(message);
    })();
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      className="border-t p-3"
    >
      <div className="flex items-end gap-2">
        <Textarea
          ref={(element) => {
            ref(element);
            fieldRef.current = element;
          }}
          {...field}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              submit();
            }
          }}
          rows={2}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.label')}
          aria-invalid={!!problem}
          aria-describedby={problem ? 'support-chat-error' : undefined}
          className="max-h-32 min-h-10 resize-none"
        />
        <Button type="submit" size="icon" disabled={streaming} aria-label={t('chat.send')}>
          {streaming ? <Loader2 className="animate-spin" /> : <Send />}
        </Button>
      </div>
      <div className="mt-1 flex justify-between gap-2 text-xs">
        <span id="support-chat-error" role={problem ? 'alert' : undefined} className="text-destructive">
          {problem && t(problem, { max: CHAT_MESSAGE_MAX })}
        </span>
        <span className={length > CHAT_MESSAGE_MAX ? 'text-destructive' : 'text-muted-foreground'}>
          {length}/{CHAT_MESSAGE_MAX}
        </span>
      </div>
    </form>
  );
}
