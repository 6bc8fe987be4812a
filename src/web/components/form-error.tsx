/** Moved to the form kit; kept for the sign-in pages until they import it from there. Delete when unused. */
export { FormError } from './form/form-error';
