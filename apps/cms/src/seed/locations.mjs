/**
 * 220 demo studios in ten countries, generated deterministically (a seeded PRNG) around real
 * city centres, with addresses, phone numbers and opening hours in each country's usual format.
 */
import { cycle } from './lists.mjs';

/** @typedef {() => number} Random a seeded generator's next number in [0, 1) */
/**
 * @typedef {object} Country how a country writes its studios' details, and its cities
 * @property {(random: Random) => string} phone
 * @property {(random: Random) => string} postal
 * @property {string[]} streets
 * @property {boolean} streetFirst whether the house number follows the street's name
 * @property {[name: string, region: string, latitude: number, longitude: number][]} cities
 */

/** @type {Record<string, Country>} */
const countries = {
  GB: {
    phone: (r) => `+44 20 7946 0${digits(r, 3)}`,
    postal: (r) =>
      `${pick(r, ['EC1', 'N1', 'SE1', 'W1', 'M1', 'B1', 'LS1', 'G2', 'EH1', 'BS1'])} ${digits(r, 1)}${pick(r, ['AB', 'DX', 'HR', 'JN', 'PQ'])}`,
    streets: ['High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Mill Lane', 'Park Road', 'King Street'],
    streetFirst: false,
    cities: [
      ['London', 'England', 51.5074, -0.1278],
      ['Manchester', 'England', 53.4808, -2.2426],
      ['Bristol', 'England', 51.4545, -2.5879],
      ['Edinburgh', 'Scotland', 55.9533, -3.1883],
    ],
  },
  IE: {
    phone: (r) => `+353 1 ${digits(r, 3)} ${digits(r, 4)}`,
    postal: (r) => `D0${1 + Math.floor(r() * 8)} ${pick(r, ['X', 'K', 'Y', 'F'])}${digits(r, 1)}${pick(r, ['A', 'C', 'E'])}${digits(r, 1)}`,
    streets: ['Grafton Street', 'Camden Street', 'Dame Street', 'Capel Street', 'Baggot Street'],
    streetFirst: false,
    cities: [
      ['Dublin', 'Leinster', 53.3498, -6.2603],
      ['Cork', 'Munster', 51.8985, -8.4756],
    ],
  },
  FR: {
    phone: (r) => `+33 1 ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}`,
    postal: (r) => `750${String(1 + Math.floor(r() * 20)).padStart(2, '0')}`,
    streets: ['Rue de la République', 'Rue du Faubourg', 'Avenue Jean Jaurès', 'Rue des Lilas', 'Boulevard Voltaire'],
    streetFirst: false,
    cities: [
      ['Paris', 'Île-de-France', 48.8566, 2.3522],
      ['Lyon', 'Auvergne-Rhône-Alpes', 45.764, 4.8357],
      ['Marseille', "Provence-Alpes-Côte d'Azur", 43.2965, 5.3698],
    ],
  },
  DE: {
    phone: (r) => `+49 30 ${digits(r, 4)} ${digits(r, 4)}`,
    postal: (r) => `1${digits(r, 4)}`,
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Gartenstraße', 'Schillerstraße', 'Lindenallee'],
    streetFirst: true,
    cities: [
      ['Berlin', 'Berlin', 52.52, 13.405],
      ['Hamburg', 'Hamburg', 53.5511, 9.9937],
      ['Munich', 'Bavaria', 48.1351, 11.582],
    ],
  },
  NL: {
    phone: (r) => `+31 20 ${digits(r, 3)} ${digits(r, 4)}`,
    postal: (r) => `10${digits(r, 2)} ${pick(r, ['AB', 'KL', 'RS', 'XZ'])}`,
    streets: ['Prinsengracht', 'Keizersgracht', 'Damstraat', 'Kerkstraat', 'Utrechtsestraat'],
    streetFirst: true,
    cities: [
      ['Amsterdam', 'North Holland', 52.3676, 4.9041],
      ['Rotterdam', 'South Holland', 51.9244, 4.4777],
    ],
  },
  ES: {
    phone: (r) => `+34 91 ${digits(r, 3)} ${digits(r, 2)} ${digits(r, 2)}`,
    postal: (r) => `280${digits(r, 2)}`,
    streets: ['Calle Mayor', 'Calle de Alcalá', 'Gran Vía', 'Calle del Prado', 'Paseo del Arte'],
    streetFirst: false,
    cities: [
      ['Madrid', 'Community of Madrid', 40.4168, -3.7038],
      ['Barcelona', 'Catalonia', 41.3874, 2.1686],
      ['Valencia', 'Valencian Community', 39.4699, -0.3763],
    ],
  },
  IT: {
    phone: (r) => `+39 06 ${digits(r, 4)} ${digits(r, 4)}`,
    postal: (r) => `001${digits(r, 2)}`,
    streets: ['Via Roma', 'Via Garibaldi', 'Via Mazzini', 'Corso Italia', 'Via dei Mille'],
    streetFirst: false,
    cities: [
      ['Rome', 'Lazio', 41.9028, 12.4964],
      ['Milan', 'Lombardy', 45.4642, 9.19],
      ['Ravenna', 'Emilia-Romagna', 44.4184, 12.2035],
    ],
  },
  PT: {
    phone: (r) => `+351 21 ${digits(r, 3)} ${digits(r, 4)}`,
    postal: (r) => `1${digits(r, 3)}-${digits(r, 3)}`,
    streets: ['Rua Augusta', 'Rua do Ouro', 'Avenida da Liberdade', 'Rua das Flores'],
    streetFirst: false,
    cities: [
      ['Lisbon', 'Lisbon', 38.7223, -9.1393],
      ['Porto', 'Porto', 41.1579, -8.6291],
    ],
  },
  US: {
    phone: (r) => `+1 212 555 01${digits(r, 2)}`,
    postal: (r) => `100${digits(r, 2)}`,
    streets: ['Main Street', 'Broadway', 'Park Avenue', 'Elm Street', 'Maple Avenue', '2nd Street'],
    streetFirst: false,
    cities: [
      ['New York', 'New York', 40.7128, -74.006],
      ['Chicago', 'Illinois', 41.8781, -87.6298],
      ['San Francisco', 'California', 37.7749, -122.4194],
    ],
  },
  CA: {
    phone: (r) => `+1 416 555 01${digits(r, 2)}`,
    postal: (r) => `M5${pick(r, ['V', 'A', 'B', 'C'])} ${digits(r, 1)}${pick(r, ['K', 'L', 'T'])}${digits(r, 1)}`,
    streets: ['Queen Street West', 'King Street', 'Yonge Street', 'Dundas Street'],
    streetFirst: false,
    cities: [
      ['Toronto', 'Ontario', 43.6532, -79.3832],
      ['Montreal', 'Quebec', 45.5017, -73.5673],
    ],
  },
};

const neighbourhoods = ['Old Town', 'Riverside', 'Market Hall', 'Harbour', 'Arts Quarter', 'Station', 'North', 'South', 'Park', 'Canal'];
const hours = [
  'Mon–Fri 10:00–18:00\nSat 10:00–16:00\nSun closed',
  'Tue–Sat 9:30–17:30\nSun–Mon closed',
  'Mon–Sat 10:00–19:00\nSun 12:00–17:00',
  'Wed–Sun 11:00–18:00\nMon–Tue closed',
];

/**
 * @param {number} seed
 * @returns {Random}
 */
function mulberry32(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
/**
 * @template T
 * @param {Random} random
 * @param {readonly T[]} list not empty
 */
function pick(random, list) {
  return cycle(list, Math.floor(random() * list.length));
}
/**
 * @param {Random} random
 * @param {number} count
 */
function digits(random, count) {
  let out = '';
  for (let i = 0; i < count; i++) out += Math.floor(random() * 10);
  return out;
}

/** @param {number} [count] */
export function demoLocations(count = 220) {
  const random = mulberry32(20261125);
  const cities = Object.entries(countries).flatMap(([country, spec]) => spec.cities.map((city) => ({ country, spec, city })));
  const locations = [];
  for (let i = 0; i < count; i++) {
    const { country, spec, city } = cycle(cities, i);
    const [cityName, region, lat, lng] = city;
    const area = cycle(neighbourhoods, Math.floor(i / cities.length));
    const number = 1 + Math.floor(random() * 180);
    const street = pick(random, spec.streets);
    locations.push({
      name: `Tessera ${cityName} ${area}`,
      street: spec.streetFirst ? `${street} ${number}` : `${number} ${street}`,
      postal_code: spec.postal(random),
      city: cityName,
      region,
      country,
      latitude: Number((lat + (random() - 0.5) * 0.16).toFixed(5)),
      longitude: Number((lng + (random() - 0.5) * 0.24).toFixed(5)),
      phone: spec.phone(random),
      email: `${cityName.toLowerCase().replace(/[^a-z]/g, '')}.${area.toLowerCase().replace(/[^a-z]/g, '')}@tessera.example.com`,
      opening_hours: pick(random, hours),
      description: `Open studio with wheel and mosaic benches, evening classes and a small shop of tiles, glass and tools.`,
    });
  }
  return locations;
}
