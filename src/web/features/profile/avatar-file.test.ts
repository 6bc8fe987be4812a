import { describe, expect, it } from 'vitest';
import { avatarFileProblem } from './upload-avatar';
import { initialsOf } from './initials';
import { formatPhone } from './format-phone';

describe('avatar file check', () => {
  it('takes JPG and PNG up to 5 MB', () => {
    expect(avatarFileProblem({ name: 'me.jpg', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(avatarFileProblem({ name: 'me.PNG', type: '', size: 1000 })).toBeNull();
    expect(avatarFileProblem({ name: 'me.png', type: 'image/png', size: 5_242_880 })).toBeNull();
  });
  it('refuses other types, empty and oversized files', () => {
    expect(avatarFileProblem({ name: 'me.gif', type: 'image/gif', size: 10 })).toBe('Choose a JPG or PNG image.');
    expect(avatarFileProblem({ name: 'cv.pdf', type: '', size: 10 })).toBe('Choose a JPG or PNG image.');
    expect(avatarFileProblem({ name: 'me.jpg', type: 'image/jpeg', size: 0 })).toBe('The image file is empty.');
    expect(avatarFileProblem({ name: 'me.jpg', type: 'image/jpeg', size: 5_242_881 })).toBe('The image is larger than 5 MB.');
  });
});

describe('initials', () => {
  it('uses the first and last name, else the e-mail', () => {
    expect(initialsOf('Maria Clara Santos', 'm@x.ph')).toBe('MS');
    expect(initialsOf('Pedro', 'p@x.ph')).toBe('P');
    expect(initialsOf('  ', 'juan.dc@x.ph')).toBe('J');
  });
});

describe('phone format', () => {
  it('groups a Philippine mobile number and leaves others alone', () => {
    expect(formatPhone('+639171234567')).toBe('+63 917 123 4567');
    expect(formatPhone('+6328123456')).toBe('+6328123456');
  });
});
