import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  CODE_MESSAGE_DEFAULT,
  CODE_MESSAGES,
  HTTP_STATUS_FALLBACK,
  classifyAuthMessage,
  codeForStatus,
  httpStatusMessage,
  invalidFieldMessage,
  isAuthRenderError,
  isRetryableStatus,
  mapDatabaseCode,
  messageForCode,
  notificationFailure,
} from './errors';

describe('error catalogue', () => {
  it.each([
    [400, 'Invalid request. Please check your input and try again.'],
    [401, 'You are not authorized to perform this action.'],
    [403, 'You do not have permission to access this resource.'],
    [404, 'The requested resource was not found.'],
    [409, 'This action conflicts with existing data. Please refresh and try again.'],
    [422, 'The data provided is invalid. Please check your input.'],
    [429, 'Too many requests. Please wait a moment and try again.'],
    [500, 'A server error occurred. Please try again later.'],
    [502, 'Service temporarily unavailable. Please try again in a few minutes.'],
    [503, 'Service is currently under maintenance. Please try again later.'],
    [504, 'Request timed out. Please try again.'],
  ])('status %i has the spec message', (status, text) => {
    expect(httpStatusMessage(status)).toBe(text);
  });

  it('other statuses get the fallback', () => {
    expect(httpStatusMessage(418)).toBe(HTTP_STATUS_FALLBACK);
  });

  it.each([
    [400, 'VALIDATION_ERROR'],
    [422, 'VALIDATION_ERROR'],
    [401, 'AUTHENTICATION_ERROR'],
    [403, 'PERMISSION_DENIED'],
    [404, 'RESOURCE_NOT_FOUND'],
    [409, 'DUPLICATE_RESOURCE'],
    [429, 'RATE_LIMITED'],
    [500, 'SERVICE_UNAVAILABLE'],
    [502, 'SERVICE_UNAVAILABLE'],
    [503, 'SERVICE_UNAVAILABLE'],
    [504, 'SERVICE_UNAVAILABLE'],
  ])('status %i maps to %s', (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });

  it.each([
    ['PGRST116', 404, 'RESOURCE_NOT_FOUND'],
    ['PGRST301', 403, 'PERMISSION_DENIED'],
    ['23505', 409, 'DUPLICATE_RESOURCE'],
    ['23503', 422, 'VALIDATION_ERROR'],
    ['42501', 403, 'PERMISSION_DENIED'],
    ['22012', 500, 'DATABASE_ERROR'],
    [undefined, 500, 'DATABASE_ERROR'],
  ])('database code %s maps to %i %s', (dbCode, status, code) => {
    expect(mapDatabaseCode(dbCode)).toEqual({ status, code });
  });

  it('retries exactly the spec statuses', () => {
    expect([408, 429, 500, 502, 503, 504].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 409, 422].some(isRetryableStatus)).toBe(false);
  });

  it('code messages and defaults', () => {
    expect(messageForCode('NETWORK_ERROR')).toBe('Network connection error. Please check your internet connection.');
    expect(messageForCode('TIMEOUT_ERROR')).toBe(CODE_MESSAGES.TIMEOUT_ERROR);
    expect(messageForCode('SESSION_EXPIRED')).toBe('Your session has expired. Please sign in again.');
    expect(messageForCode('SOMETHING_ELSE')).toBe(CODE_MESSAGE_DEFAULT);
  });

  it('classifies provider auth texts into the spec codes', () => {
    expect(classifyAuthMessage('Invalid login credentials')).toBe('INVALID_CREDENTIALS');
    expect(classifyAuthMessage('Email not confirmed')).toBe('EMAIL_NOT_CONFIRMED');
    expect(classifyAuthMessage('Too many requests')).toBe('TOO_MANY_REQUESTS');
    expect(classifyAuthMessage('User not found')).toBe('PROFILE_NOT_FOUND');
    expect(classifyAuthMessage('Could not create profile row')).toBe('PROFILE_CREATION_FAILED');
    expect(classifyAuthMessage('Account disabled')).toBe('ACCOUNT_DISABLED');
    expect(classifyAuthMessage('JWT expired')).toBe('SESSION_EXPIRED');
    expect(classifyAuthMessage('weird')).toBe('AUTH_ERROR');
    expect(AUTH_MESSAGES[classifyAuthMessage('weird')]).toBe('An authentication error occurred. Please try again.');
  });

  it('treats render errors about auth as authentication errors', () => {
    for (const m of ['Auth failed', 'profile missing', 'Permission denied', 'Unauthorized', 'Please sign in', 'bad token']) {
      expect(isAuthRenderError(m)).toBe(true);
    }
    expect(isAuthRenderError('Cannot read properties of undefined')).toBe(false);
  });

  it('formats field and notification messages', () => {
    expect(invalidFieldMessage('postal code')).toBe('Invalid postal code. Please check your input.');
    expect(notificationFailure('mark notification as read', 'boom')).toBe('Failed to mark notification as read: boom');
  });
});
