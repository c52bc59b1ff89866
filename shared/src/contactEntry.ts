/**
 * `@clinic/shared/contact`: how a patient's name and phone are read, for the booking remote (the dialog and the
 * booking page) and the site server (a booking's digest). Not in the package's index: the index is the
 * federation singleton every page loads whole, and only these two use the rules.
 */
export {
  contactName,
  NAME_MAX_LENGTH,
  type NameProblem,
  nameProblem,
  sameNameForm,
} from './contact/contactName';
export * from './contact/phoneNumber';
