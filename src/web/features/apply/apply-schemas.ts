/**
 * The step contracts, in a chunk of their own: the wizard imports this module only at its first validation
 * (lazySchema), so zod does not weigh on the page's first load.
 */
export {
  ZApplicationPersonal,
  ZApplicationExperience,
  ZApplicationChoice,
  ZApplicationConsent,
} from '../../../shared/applications.contracts';
