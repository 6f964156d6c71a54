import { describe, expect, it } from 'vitest';
import { rules, todayIsoDate } from './validationRules';

describe('rules of the product spec, section 5', () => {
  it.each([
    ['', 'accountRequired'],
    ['  ', 'accountRequired'],
    ['12', 'accountLength'],
    ['x'.repeat(51), 'accountLength'],
    ['maria', 'accountFormat'],
    ['100001', undefined],
    ['xiaoyu.li@example.com', undefined],
  ])('account %j -> %s', (value, expected) => expect(rules.account(value)).toBe(expected));

  it.each([
    ['', 'emailRequired'],
    ['maria@', 'emailFormat'],
    ['maria@example', 'emailFormat'],
    ['maria.garcia@example.com', undefined],
  ])('e-mail %j -> %s', (value, expected) => expect(rules.email(value)).toBe(expected));

  it.each([
    ['', 'codeRequired'],
    ['123', 'codeFormat'],
    ['12345', 'codeFormat'],
    ['12a4', 'codeFormat'],
    ['0427', undefined],
  ])('code %j -> %s', (value, expected) => expect(rules.code(value)).toBe(expected));

  it.each([
    ['', 'passwordRequired'],
    ['12345', 'passwordLength'],
    ['x'.repeat(21), 'passwordLength'],
    ['123456', undefined],
    ['x'.repeat(20), undefined],
  ])('password %j -> %s', (value, expected) => expect(rules.password(value)).toBe(expected));

  it('asks the confirmation to match', () => {
    expect(rules.confirmPassword('Sonnenblume7', '')).toBe('passwordRequired');
    expect(rules.confirmPassword('Sonnenblume7', 'Sonnenblume8')).toBe('passwordMismatch');
    expect(rules.confirmPassword('Sonnenblume7', 'Sonnenblume7')).toBeUndefined();
  });

  it('wants a nickname, an occupation, a height and a weight', () => {
    expect(rules.nickname('  ')).toBe('nicknameRequired');
    expect(rules.nickname('小雨')).toBeUndefined();
    expect(rules.occupation('')).toBe('occupationRequired');
    expect(rules.height(null)).toBe('heightRequired');
    expect(rules.weight(undefined)).toBe('weightRequired');
    expect(rules.height(172)).toBeUndefined();
  });

  it('takes a past birthday after 1900', () => {
    expect(rules.birthday('', '2026-05-01')).toBe('birthdayRequired');
    expect(rules.birthday('2026-05-01', '2026-05-01')).toBe('birthdayPast');
    expect(rules.birthday('1899-12-31', '2026-05-01')).toBe('birthdayPast');
    expect(rules.birthday('1996-04-18', '2026-05-01')).toBeUndefined();
  });

  it.each([
    [[], 'hobbiesMin'],
    [[1], undefined],
    [[1, 2, 3], undefined],
    [[1, 2, 3, 4], 'hobbiesMax'],
  ])('hobbies %j -> %s', (ids, expected) => expect(rules.hobbies(ids)).toBe(expected));

  it.each([
    ['image/jpeg', undefined],
    ['image/png', undefined],
    ['image/gif', undefined],
    ['image/webp', 'imageType'],
    ['application/pdf', 'imageType'],
  ])('image %s -> %s', (type, expected) => expect(rules.imageType({ type })).toBe(expected));

  it.each([
    ['1', undefined],
    ['250', undefined],
    ['0', 'amountFormat'],
    ['025', 'amountFormat'],
    ['2.5', 'amountFormat'],
    ['-3', 'amountFormat'],
    ['', 'amountFormat'],
  ])('amount %j -> %s', (value, expected) => expect(rules.amount(value)).toBe(expected));

  it.each([
    ['', 'phoneRequired'],
    ['+7 916 123-45-67', undefined],
    ['030 (1234) 567', undefined],
    ['(030) 1234567', 'phoneFormat'],
    ['1234', 'phoneFormat'],
    ['call me', 'phoneFormat'],
    ['1'.repeat(31), 'phoneFormat'],
  ])('phone %j -> %s', (value, expected) => expect(rules.phone(value)).toBe(expected));

  it('wants a friend to buy for and an address', () => {
    expect(rules.friend(null)).toBe('friendRequired');
    expect(rules.friend(3)).toBeUndefined();
    expect(rules.address(' ')).toBe('addressRequired');
    expect(rules.receiverName('')).toBe('receiverNameRequired');
  });

  it('writes today in the local calendar', () => {
    expect(todayIsoDate(new Date(2026, 4, 1, 23, 30))).toBe('2026-05-01');
  });
});
