import * as z from 'zod/mini';

/** "Calibrate now": the root category chosen (its id as the select gives it). */
export const calibrateSchema = z.pipe(
  z.object({ departmentId: z.string().check(z.regex(/^\d+$/, 'dataSources.calibration.chooseCategory')) }),
  z.transform(({ departmentId }) => Number(departmentId)),
);
