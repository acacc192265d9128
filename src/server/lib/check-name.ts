import { type NameProblem, nameProblem } from '#domain/names.ts';
import { AppError } from './app-error.ts';

/** The error code of each name problem (client: locales/{en,fr}/errors/profile.json). */
export const NAME_ERROR_CODES: Record<NameProblem, string> = {
  required: 'name_required',
  too_long: 'name_too_long',
  line_break: 'name_line_break',
  control_characters: 'name_control_characters',
  link: 'name_link',
};

/** Refuses a name people would see (display name, company name): `400 name_<problem>` with the field. */
export function assertName(name: string, o: { field: string; maxLength: number }) {
  const problem = nameProblem(name, o.maxLength);
  if (problem) throw new AppError(NAME_ERROR_CODES[problem], 400, { field: o.field, max: o.maxLength });
}
