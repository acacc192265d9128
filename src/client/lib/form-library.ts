/**
 * What a form needs once the user turns to it: react-hook-form's form control and the zod resolver
 * (about 14 KB gzip). Imported on demand by `deferred-form.ts`, never statically, so that a page's
 * first download does not carry them (docs/architecture.md, "How the code is split"; ADR 113).
 */
export { zodResolver } from '@hookform/resolvers/zod';
export { createFormControl } from 'react-hook-form';
