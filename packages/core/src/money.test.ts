import { describe, expect, it } from 'vitest';
import {
  amountInHindiWords,
  amountInWords,
  formatCount,
  formatINR,
  formatINRCompact,
  formatRupeeNumber,
  numberToHindiWords,
  numberToIndianWords,
  parseAmount,
  parseWholeRupees,
  percentOf,
  progressPercent,
  rupees,
} from './money.ts';

describe('formatCount', () => {
  it('groups the Indian way, as en-IN does', () => {
    for (const n of [0, 7, 999, 1000, 12345, 123456, 1234567, 123456789]) expect(formatCount(n)).toBe(n.toLocaleString('en-IN'));
    expect(formatCount(-1234)).toBe('-1,234');
  });
});

describe('formatINR', () => {
  it('groups the Indian way: last three digits, then pairs', () => {
    expect(formatINR(1_00_000_00)).toBe('₹1,00,000');
    expect(formatINR(12_34_567_00)).toBe('₹12,34,567');
    expect(formatINR(1_23_45_67_890_00)).toBe('₹1,23,45,67,890');
    expect(formatINR(999_00)).toBe('₹999');
    expect(formatINR(1_000_00)).toBe('₹1,000');
    expect(formatINR(0)).toBe('₹0');
  });

  it('drops .00 for whole rupees and shows two-digit paise otherwise', () => {
    expect(formatINR(3000_00)).toBe('₹3,000');
    expect(formatINR(3000_50)).toBe('₹3,000.50');
    expect(formatINR(3000_05)).toBe('₹3,000.05');
    expect(formatINR(5)).toBe('₹0.05');
  });

  it('puts the minus sign before the rupee symbol', () => {
    expect(formatINR(-1_500_50)).toBe('-₹1,500.50');
    expect(formatINR(-1_00_000_00)).toBe('-₹1,00,000');
  });

  it('refuses amounts that are not integer paise', () => {
    expect(() => formatINR(10.5)).toThrow(RangeError);
    expect(() => formatINR(Number.NaN)).toThrow(RangeError);
    expect(() => formatINR(2 ** 53)).toThrow(RangeError);
  });

  it('formatRupeeNumber is the same figure without the symbol', () => {
    expect(formatRupeeNumber(1_00_000_50)).toBe('1,00,000.50');
  });
});

describe('formatINRCompact', () => {
  it('uses L for lakhs and Cr for crores', () => {
    expect(formatINRCompact(1_00_000_00)).toBe('₹1 L');
    expect(formatINRCompact(12_50_000_00)).toBe('₹12.5 L');
    expect(formatINRCompact(1_00_00_000_00)).toBe('₹1 Cr');
    expect(formatINRCompact(1_20_00_000_00)).toBe('₹1.2 Cr');
  });

  it('truncates and never rounds a total up', () => {
    expect(formatINRCompact(12_99_999_00)).toBe('₹12.9 L');
    expect(formatINRCompact(99_99_999_00)).toBe('₹99.9 L');
    expect(formatINRCompact(1_99_99_999_00)).toBe('₹1.9 Cr');
    expect(formatINRCompact(99_999_99)).toBe('₹99,999');
  });

  it('shows smaller amounts in full rupees', () => {
    expect(formatINRCompact(99_999_00)).toBe('₹99,999');
    expect(formatINRCompact(300_00)).toBe('₹300');
  });
});

describe('parseAmount: rupees as people type them', () => {
  it.each([
    ['3000', 3000_00],
    ['3,000', 3000_00],
    ['₹ 3000.50', 3000_50],
    ['₹3,000', 3000_00],
    ['  3000.5  ', 3000_50],
    ['1,00,000.05', 1_00_000_05],
    ['1,50,000', 1_50_000_00],
    ['₹1,50,000', 1_50_000_00],
    ['₹ 1,50,000.50', 1_50_000_50],
    ['12,34,56,789', 12_34_56_789_00],
    ['150,000', 1_50_000_00],
    ['1,234,567.00', 12_34_567_00],
    ['Rs. 5,000', 5000_00],
    ['rs 500', 500_00],
    ['INR 1,000', 1000_00],
    ['0', 0],
  ])('reads %j as %i paise', (input, paise) => {
    expect(parseAmount(input)).toBe(paise);
  });

  it('accepts a JSON number with at most two decimals', () => {
    expect(parseAmount(3000)).toBe(3000_00);
    expect(parseAmount(3000.5)).toBe(3000_50);
    expect(parseAmount(1.005)).toBeNull();
    expect(parseAmount(-1)).toBeNull();
    expect(parseAmount(Number.NaN)).toBeNull();
  });

  it.each([
    '-1',
    '1e3',
    '3,00',
    ' 3,00 ',
    '3000.505',
    'abc',
    '',
    '   ',
    '3000.',
    '.5',
    '₹',
    '12345678901234',
    '1,5,000',
    '15,0000',
    '1,50,00',
    '123,45,678',
    ',300',
    '300,',
    '3 000',
    '1,50,000,000',
    '₹₹300',
    '$300',
    '0x12C',
    '３００',
  ])('refuses %j', (input) => {
    expect(parseAmount(input)).toBeNull();
  });

  it('reads a whole-rupee field: .00 is whole, paise are not', () => {
    expect(parseWholeRupees('1,50,000.00')).toBe(150000);
    expect(parseWholeRupees('₹1,50,000')).toBe(150000);
    expect(parseWholeRupees('1,50,000.50')).toBeNull();
    expect(parseAmount(300.5, { paise: false })).toBeNull();
  });
});

describe('rupees', () => {
  it('converts whole rupees to paise', () => {
    expect(rupees(300)).toBe(300_00);
    expect(() => rupees(1.5)).toThrow(RangeError);
  });
});

describe('progressPercent', () => {
  it('is 0 when nothing has been raised or there is no goal', () => {
    expect(progressPercent(0, 1000)).toBe(0);
    expect(progressPercent(-100, 1000)).toBe(0);
    expect(progressPercent(500, 0)).toBe(0);
  });

  it('floors to whole percent', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(66);
    expect(progressPercent(9_999, 10_000)).toBe(99);
    expect(progressPercent(1, 1_000)).toBe(0);
  });

  it('caps at 100 when a campaign is over-funded', () => {
    expect(progressPercent(10_000, 10_000)).toBe(100);
    expect(progressPercent(25_000, 10_000)).toBe(100);
  });
});

describe('percentOf', () => {
  it('floors to whole paise so a tip never overcharges', () => {
    expect(percentOf(1001, 15)).toBe(150);
    expect(percentOf(999, 12)).toBe(119);
    expect(percentOf(3000_00, 20)).toBe(600_00);
    expect(percentOf(3000_00, 0)).toBe(0);
  });
});

describe('amountInWords', () => {
  it('writes whole rupees as on a receipt', () => {
    expect(amountInWords(300000)).toBe('Rupees Three Thousand Only');
    expect(amountInWords(100000000)).toBe('Rupees Ten Lakh Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
  });

  it('uses crore, lakh, thousand and hundred, then the paise', () => {
    expect(amountInWords(12345678950)).toBe('Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine and Fifty Paise Only');
    expect(amountInWords(101_05)).toBe('Rupees One Hundred One and Five Paise Only');
  });

  it.each([
    [0, 'Rupees Zero Only'],
    [1, 'Rupees One Only'],
    [99, 'Rupees Ninety Nine Only'],
    [100, 'Rupees One Hundred Only'],
    [1_000, 'Rupees One Thousand Only'],
    [1_00_000, 'Rupees One Lakh Only'],
    [99_99_999, 'Rupees Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Only'],
    [1_00_00_000, 'Rupees One Crore Only'],
  ])('₹%i reads "%s"', (rupees, words) => {
    expect(amountInWords(rupees * 100)).toBe(words);
  });

  it('refuses negative amounts', () => {
    expect(() => amountInWords(-100)).toThrow(RangeError);
  });
});

describe('amountInHindiWords (a Hindi receipt)', () => {
  it('writes rupees in Hindi words, Indian numbering, "मात्र" for "Only"', () => {
    expect(amountInHindiWords(3000_00)).toBe('तीन हज़ार रुपये मात्र');
    expect(amountInHindiWords(10_00_000_00)).toBe('दस लाख रुपये मात्र');
    expect(amountInHindiWords(0)).toBe('शून्य रुपये मात्र');
    expect(amountInHindiWords(1_00)).toBe('एक रुपया मात्र');
  });

  it('crore, lakh, thousand and hundred, then the paise', () => {
    expect(amountInHindiWords(12345678950)).toBe('बारह करोड़ चौंतीस लाख छप्पन हज़ार सात सौ नवासी रुपये और पचास पैसे मात्र');
    expect(amountInHindiWords(101_05)).toBe('एक सौ एक रुपये और पाँच पैसे मात्र');
    expect(amountInHindiWords(2_01)).toBe('दो रुपये और एक पैसा मात्र');
    expect(amountInHindiWords(125_00_00_000_00)).toBe('एक सौ पच्चीस करोड़ रुपये मात्र');
    expect(amountInHindiWords(99_99_999_00)).toBe('निन्यानबे लाख निन्यानबे हज़ार नौ सौ निन्यानबे रुपये मात्र');
  });

  // The irregular words checked against an independent list: CLDR's Hindi spell-out rules
  // (unicode-org/cldr common/rbnf/hi.xml), where they agree with the common printed forms.
  it.each([
    [11, 'ग्यारह'],
    [19, 'उन्नीस'],
    [28, 'अट्ठाईस'],
    [38, 'अड़तीस'],
    [45, 'पैंतालीस'],
    [49, 'उनचास'],
    [51, 'इक्यावन'],
    [67, 'सड़सठ'],
    [69, 'उनहत्तर'],
    [77, 'सतहत्तर'],
    [79, 'उनासी'],
    [82, 'बयासी'],
    [89, 'नवासी'],
    [95, 'पंचानबे'],
    [99, 'निन्यानबे'],
  ])('%i is %s', (n, word) => {
    expect(numberToHindiWords(n)).toBe(word);
  });

  it('has a word of its own for each of 0–99 (no number left out or said twice)', () => {
    const words = Array.from({ length: 100 }, (_, n) => numberToHindiWords(n));
    expect(new Set(words).size).toBe(100);
    expect(words.every((w) => /^[\u0900-\u097F]+$/.test(w))).toBe(true);
    expect(() => numberToHindiWords(-1)).toThrow(RangeError);
  });
});

describe('numberToIndianWords', () => {
  it('handles teens, tens and large crores', () => {
    expect(numberToIndianWords(15)).toBe('Fifteen');
    expect(numberToIndianWords(90)).toBe('Ninety');
    expect(numberToIndianWords(2_00_011)).toBe('Two Lakh Eleven');
    expect(numberToIndianWords(150_00_00_000)).toBe('One Hundred Fifty Crore');
  });
});
