/**
 * One of the business's locations as the site shows it: on the locations map's cards (features/maps) and as
 * structured data (features/seo). Both read it from the CMS's `locations` through the maps feature.
 */
export interface Place {
  name: string;
  street: string | null;
  postalCode: string | null;
  city: string;
  region: string | null;
  /** ISO 3166-1 alpha-2, as the CMS stores it. */
  country: string;
  lat: number;
  lng: number;
  phone: string | null;
  email: string | null;
}
