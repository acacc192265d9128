/**
 * When a user's browser observation may become everyone's figure (OBSERVATIONS_SHARED,
 * docs/extension.md): each figure it shows must agree with the product's shared value from another
 * source, or with what enough other users saw lately. A figure far from the shared value is an
 * outlier (held back and shown to the operator); one nobody can confirm yet waits.
 */
export const OBSERVED_FIGURES = [
  'priceCents',
  'listPriceCents',
  'bestSellersRank',
  'rating',
  'reviewCount',
  'boughtLastMonth',
] as const;
export type ObservedFigure = (typeof OBSERVED_FIGURES)[number];
export type Figures = Partial<Record<ObservedFigure, number>>;

const ratio = (a: number, b: number) => Math.max(a, b) / Math.max(Math.min(a, b), 1e-9);

/**
 * Whether two readings of a figure are the same fact seen at different moments. Wide enough for
 * what moves on its own within days (a deal of up to a third off, a rank that triples, new
 * reviews), narrow enough that "1 cent" or "rank 1" never passes for a $20, rank-40,000 product.
 */
export function figuresAgree(figure: ObservedFigure, a: number, b: number): boolean {
  switch (figure) {
    case 'priceCents':
    case 'listPriceCents':
      return ratio(a, b) <= 1.5;
    case 'bestSellersRank':
      return ratio(a, b) <= 3;
    case 'rating':
      return Math.abs(a - b) <= 0.3;
    case 'reviewCount':
      return Math.abs(a - b) <= Math.max(100, 0.2 * Math.max(a, b));
    case 'boughtLastMonth':
      // Amazon's badge steps (50+, 100+, 200+ … 1K+): one step either way, and "none" near "50+".
      return Math.max(a, b) <= 100 || ratio(a, b) <= 2;
  }
}

export type FigureVerdict = 'agrees' | 'disagrees' | 'unconfirmed';

export interface FigureJudgement {
  figure: ObservedFigure;
  observed: number;
  /** The shared value it was compared with (null: none recent). */
  reference: number | null;
  /** Other users whose recent reading agrees. */
  agreeingUsers: number;
  verdict: FigureVerdict;
}

export interface SharingJudgement {
  outcome: 'shared' | 'outlier' | 'unconfirmed';
  figures: FigureJudgement[];
}

/**
 * The verdict on one observation. `reference`: the product's recent shared values (another source,
 * or browser values already shared); `others`: each other user's latest recent reading;
 * `agreeingUsersNeeded`: users, the observer included, whose readings must agree
 * (OBSERVATIONS_AGREEING_USERS).
 */
export function judgeObservation(o: {
  observed: Figures;
  reference: Figures;
  others: Figures[];
  agreeingUsersNeeded: number;
}): SharingJudgement {
  const figures: FigureJudgement[] = [];
  for (const figure of OBSERVED_FIGURES) {
    const observed = o.observed[figure];
    if (observed === undefined) continue;
    const reference = o.reference[figure] ?? null;
    const agreeingUsers = o.others.filter((other) => {
      const seen = other[figure];
      return seen !== undefined && figuresAgree(figure, observed, seen);
    }).length;
    const byUsers = agreeingUsers + 1 >= o.agreeingUsersNeeded;
    const verdict: FigureVerdict =
      (reference !== null && figuresAgree(figure, observed, reference)) || byUsers
        ? 'agrees'
        : reference !== null
          ? 'disagrees'
          : 'unconfirmed';
    figures.push({ figure, observed, reference, agreeingUsers, verdict });
  }
  const outcome = figures.some((f) => f.verdict === 'disagrees')
    ? 'outlier'
    : figures.length > 0 && figures.every((f) => f.verdict === 'agrees')
      ? 'shared'
      : 'unconfirmed';
  return { outcome, figures };
}
