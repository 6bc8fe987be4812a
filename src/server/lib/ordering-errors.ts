import { AppError } from './app-error';
import { LOCATION_MESSAGES, type LocationStatus } from '../../shared/network.contracts';

/** Why a location may not order: closed / sold ones never again, planning ones not yet. 409 either way. */
export function cannotOrderError(status: LocationStatus): AppError {
  return AppError.of('DUPLICATE_RESOURCE', status === 'planning' ? LOCATION_MESSAGES.NOT_OPEN : LOCATION_MESSAGES.CLOSED);
}
