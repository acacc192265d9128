/** ASINs are 10 upper-case letters or digits (books use their ISBN-10, which may end in X). */
export const ASIN_PATTERN = /^[A-Z0-9]{10}$/;

/** Trims and upper-cases what a user typed. */
export const normalizeAsin = (input: string) => input.trim().toUpperCase();

export const isAsin = (input: string) => ASIN_PATTERN.test(normalizeAsin(input));
