import { listLocations, type LocationsSection as Locations } from '@/lib/content';

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

export async function LocationsSection({ section }: { section: Locations }) {
  const locations = await listLocations();
  const byCountry = Map.groupBy(locations, (location) => location.country);
  return (
    <section className="container section">
      {section.heading && <h2>{section.heading}</h2>}
      {section.text && <p>{section.text}</p>}
      <p>
        {locations.length} studios in {byCountry.size} countries.
      </p>
      {[...byCountry].map(([country, places]) => (
        <details key={country} className="location-group">
          <summary>
            {countryNames.of(country) ?? country} ({places.length})
          </summary>
          <ul className="location-list">
            {places.map((place) => (
              <li key={place.id}>
                <strong>{place.name}</strong>
                <br />
                {[place.street, place.postal_code, place.city].filter(Boolean).join(', ')}
                {place.phone && (
                  <>
                    <br />
                    <a href={`tel:${place.phone.replace(/\s+/g, '')}`}>{place.phone}</a>
                  </>
                )}
              </li>
            ))}
          </ul>
        </details>
      ))}
    </section>
  );
}
