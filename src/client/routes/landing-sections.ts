import type { ComponentType } from 'react';
import { PublicReviewList } from '../features/reviews/components/public-review-list.tsx';

/** Extra landing-page sections contributed by features (for example the public review list). */
export const landingSections: ComponentType[] = [PublicReviewList];
