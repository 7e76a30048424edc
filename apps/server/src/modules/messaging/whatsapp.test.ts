// What a person writes to stop or restart WhatsApp, and how a WhatsApp number becomes one of our
// mobiles: pure rules, checked on what people really type and what Meta really sends.
import { describe, expect, it } from 'vitest';
import { keywordOf, mobileOf } from './whatsapp.ts';

describe('STOP and START', () => {
  it.each([
    ['STOP', 'stop'],
    [' stop ', 'stop'],
    ['Stop.', 'stop'],
    ['ＳＴＯＰ', 'stop'], // full-width, from some keyboards
    ['रोकें', 'stop'],
    ['बंद करें।', 'stop'],
    ['start', 'start'],
    ['शुरू', 'start'],
    ['please stop sending', null], // a sentence is a message, not the word
    ['STOPPED', null],
    ['', null],
  ])('%j is %s', (text, kind) => {
    expect(keywordOf(text)).toBe(kind);
  });
});

describe('a WhatsApp number as our mobile', () => {
  it('India’s 91 and a mobile becomes the ten digits', () => {
    expect(mobileOf('919876543210')).toBe('9876543210');
  });
  it('any other country keeps its code behind a +: never an Indian mobile', () => {
    expect(mobileOf('6591234567')).toBe('+6591234567');
    expect(mobileOf('14155550123')).toBe('+14155550123');
    // 91 followed by something that is no Indian mobile (starts with 5) is not one either.
    expect(mobileOf('915876543210')).toBe('+915876543210');
  });
});
