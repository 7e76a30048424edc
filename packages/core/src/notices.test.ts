// The child-word check of a lost-and-found notice (decision 0069), both sides: what is about a
// child is refused (and sent to the child route); a thing a child uses, a possessive or "minor"
// as an adjective is not, so an honest notice about a lost pram or a child seat goes up.
import { describe, expect, it } from 'vitest';
import { describesChild } from './notices.ts';

describe('a notice about a child', () => {
  it.each([
    'Missing child near the station',
    'Our little boy wandered off at the mela',
    'Found a crying toddler at Sector 17 market',
    'My daughter has not come home from school',
    'Child aged 6 in a red frock',
    'A 4 year old boy was found alone',
    'Lost minor, answers to Raju',
    'An infant was left at the bus stand',
    'मेरा बेटा कल से लापता है',
    'बाज़ार में एक बच्ची मिली',
  ])('refuses “%s”', (text) => {
    expect(describesChild(text)).toBe(true);
  });
});

describe('a notice about a thing or a pet', () => {
  it.each([
    "My son's school bag, blue, with a Doraemon keychain",
    'Lost a child seat from the back of an auto',
    'Found: children’s books in a cloth bag',
    'Our baby stroller was left at the temple gate',
    'Toddler shoes, size 5, found on the bus',
    'Phone with a minor scratch on the screen',
    'Grey cat, a little shy',
    'लड़की की साइकिल, लाल रंग की',
    'बच्चे का टिफ़िन स्कूल के पास मिला',
  ])('lets “%s” through', (text) => {
    expect(describesChild(text)).toBe(false);
  });
});
