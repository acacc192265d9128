import * as z from 'zod/mini';
import { type NameProblem, nameProblem } from '#domain/names.ts';

/**
 * The checks of a name field (display or company name: #domain/names.ts, the server's rule): one per
 * problem given a message (a translation key); a problem left without one is allowed (an optional
 * company name is not `required`). `nameProblem` names one problem at most, so one message shows.
 */
export const nameChecks = (maxLength: number, messages: Partial<Record<NameProblem, string>>) =>
  (Object.entries(messages) as [NameProblem, string][]).map(([problem, message]) =>
    z.refine<string>((v) => nameProblem(v, maxLength) !== problem, message),
  );
