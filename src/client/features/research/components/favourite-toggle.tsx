import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { useToggleFavourite } from '../api/favourites.ts';

/** Star button kept on the server, per user. */
export function FavouriteToggle({
  productId,
  isFavourite,
  title,
}: {
  productId: number;
  isFavourite: boolean;
  title: string;
}) {
  const { t } = useTranslation('research');
  const errorMessage = useErrorMessage();
  const toggle = useToggleFavourite();
  const on = toggle.isPending ? !isFavourite : isFavourite;
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-pressed={on}
      aria-label={on ? t('favourites.remove', { title }) : t('favourites.add', { title })}
      disabled={toggle.isPending}
      onClick={() =>
        toggle.mutate(
          { productId, favourite: !isFavourite },
          {
            onSuccess: (r) => toast.success(r.isFavourite ? t('favourites.added') : t('favourites.removed')),
            onError: (e) => toast.error(errorMessage(e)),
          },
        )
      }
    >
      <Star className={cn(on && 'fill-amber-400 text-amber-500')} aria-hidden="true" />
    </Button>
  );
}
