// How many people the foundation has, by country and city (the about page; issue 41's "country
// and city user counts"). Published figures must not point at anyone: a place is named only
// when at least PLACE_GROUP_MIN open accounts are in it; smaller cities fold into their
// country's line, and what is still too small there into "other places".
import { catalogue } from './i18n.ts';

/** The fewest people a published place may have. */
export const PLACE_GROUP_MIN = 10;

export interface PlaceCount {
  country: string;
  /** null: the country's people outside the cities listed for it (or all of them). */
  city: string | null;
  people: number;
}

export interface PlaceCounts {
  /** Every open (not disabled) account. */
  total: number;
  /** Most people first; none under PLACE_GROUP_MIN. */
  places: PlaceCount[];
  /** People in places too small to name, all countries together. */
  otherPlaces: number;
}

/** Accounts with one spelling of country and city, as the database groups them. */
export interface PlaceRow {
  country: string;
  city: string;
  people: number;
}

/** Trimmed, inner spaces single, lower case: "  new  delhi" and "New Delhi" are one place. */
const fold = (s: string) => s.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
const tidy = (s: string) => s.normalize('NFC').trim().replace(/\s+/g, ' ');

interface Group {
  people: number;
  spellings: Map<string, number>;
}

function add(groups: Map<string, Group>, key: string, spelling: string, people: number): void {
  const g = groups.get(key) ?? { people: 0, spellings: new Map<string, number>() };
  g.people += people;
  g.spellings.set(spelling, (g.spellings.get(spelling) ?? 0) + people);
  groups.set(key, g);
}

/** The spelling most people used; ties go to the first in alphabetical order, so it is stable. */
function shown(g: Group): string {
  let best = '';
  let most = -1;
  for (const [spelling, n] of g.spellings) {
    if (n > most || (n === most && spelling < best)) {
      best = spelling;
      most = n;
    }
  }
  return best;
}

/** The published figures from the raw rows (pure: the server's query feeds it). */
export function groupPlaceCounts(rows: readonly PlaceRow[], min = PLACE_GROUP_MIN): PlaceCounts {
  const countries = new Map<string, Group>();
  const cities = new Map<string, Map<string, Group>>();
  let total = 0;
  for (const r of rows) {
    total += r.people;
    const country = fold(r.country);
    // No country given: there is nothing to name.
    if (!country) continue;
    add(countries, country, tidy(r.country), r.people);
    const city = fold(r.city);
    const inCountry = cities.get(country) ?? new Map<string, Group>();
    cities.set(country, inCountry);
    add(inCountry, city, tidy(r.city), r.people);
  }
  const places: PlaceCount[] = [];
  let named = 0;
  for (const [key, g] of countries) {
    const country = shown(g);
    // People without a city, and those in cities too small to name, make up the country's line.
    let rest = 0;
    for (const [cityKey, c] of cities.get(key) ?? []) {
      if (cityKey && c.people >= min) places.push({ country, city: shown(c), people: c.people });
      else rest += c.people;
    }
    if (rest >= min) places.push({ country, city: null, people: rest });
    named += g.people - (rest >= min ? 0 : rest);
  }
  // Ties: by country, a country's remainder after its named cities.
  places.sort(
    (a, b) =>
      b.people - a.people ||
      a.country.localeCompare(b.country) ||
      Number(a.city === null) - Number(b.city === null) ||
      (a.city ?? '').localeCompare(b.city ?? ''),
  );
  return { total, places, otherPlaces: total - named };
}

/** The about page's "Our community" section. */
export const placeCountsText = /* @__PURE__ */ catalogue('placeCounts', {
  title: 'Our community',
  lead: (total: string) => `${total} people have joined the foundation. This is where they live.`,
  /** A country's line beside its named cities: the rest of its people. */
  elsewhereIn: (country: string) => `Elsewhere in ${country}`,
  otherPlaces: 'Other places',
  people: (n: number, shown: string) => (n === 1 ? `${shown} person` : `${shown} people`),
  note: (min: number) => `A place is named only when at least ${min} people live there, so no one can be picked out.`,
  /** The country as stored in English; the Hindi page writes it in Hindi. */
  india: 'India',
});
