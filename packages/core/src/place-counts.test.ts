// The published community figures never name a place with fewer than 10 people.
import { describe, expect, it } from 'vitest';
import { groupPlaceCounts } from './place-counts.ts';

describe('place counts', () => {
  it('names a city of 10, folds a city of 9 into its country when the country has 10 left', () => {
    const r = groupPlaceCounts([
      { country: 'India', city: 'Pune', people: 10 },
      { country: 'India', city: 'Nashik', people: 9 },
      { country: 'India', city: '', people: 1 },
    ]);
    expect(r).toEqual({
      total: 20,
      places: [
        { country: 'India', city: 'Pune', people: 10 },
        { country: 'India', city: null, people: 10 },
      ],
      otherPlaces: 0,
    });
  });

  it('puts what is left under 10 into other places, never under the country', () => {
    const r = groupPlaceCounts([
      { country: 'India', city: 'Pune', people: 10 },
      { country: 'India', city: 'Nashik', people: 9 },
      { country: 'Nepal', city: 'Pokhara', people: 3 },
    ]);
    expect(r).toEqual({ total: 22, places: [{ country: 'India', city: 'Pune', people: 10 }], otherPlaces: 12 });
  });

  it('groups spellings by trimmed lower case and shows the commonest one', () => {
    const r = groupPlaceCounts([
      { country: 'India', city: 'New Delhi', people: 6 },
      { country: ' india ', city: 'new  delhi ', people: 3 },
      { country: 'INDIA', city: 'NEW DELHI', people: 2 },
      { country: 'United Kingdom', city: 'London', people: 12 },
    ]);
    expect(r.places).toEqual([
      { country: 'United Kingdom', city: 'London', people: 12 },
      { country: 'India', city: 'New Delhi', people: 11 },
    ]);
    expect(r.otherPlaces).toBe(0);
    expect(r.total).toBe(23);
  });

  it('a country of 10 without cities is one line; an empty country is never named', () => {
    const r = groupPlaceCounts([
      { country: 'Kenya', city: '', people: 4 },
      { country: 'Kenya', city: 'Nairobi', people: 6 },
      { country: '  ', city: 'Somewhere', people: 15 },
    ]);
    expect(r).toEqual({ total: 25, places: [{ country: 'Kenya', city: null, people: 10 }], otherPlaces: 15 });
  });
});
