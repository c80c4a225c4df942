import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Sections } from '@/components/sections/Sections';
import { getPage } from '@/lib/content';
import { assetUrl } from '@/components/AssetImage';

// Pages are rendered on first request, cached, and refreshed when Directus reports a change.
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Params = { params: Promise<{ slug?: string[] }> };

const SLUG_PART = /^[a-z0-9][a-z0-9-]{0,99}$/;

async function pageFor(params: Params['params']) {
  const { slug = [] } = await params;
  if (slug.length > 5 || !slug.every((part) => SLUG_PART.test(part))) return null;
  return getPage(slug.join('/'));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const page = await pageFor(params);
  if (!page) return {};
  return {
    title: page.slug === '' ? { absolute: page.seo_title || page.title } : page.seo_title || page.title,
    description: page.seo_description ?? undefined,
    openGraph: page.seo_image ? { images: [assetUrl(page.seo_image, { width: 1200, height: 630, fit: 'cover' })] } : undefined,
  };
}

export default async function ContentPage({ params }: Params) {
  const page = await pageFor(params);
  if (!page) notFound();
  if (page.members_only) {
    return (
      <div className="container section">
        <h1>{page.title}</h1>
        <p>This page is for members. Please sign in to read it.</p>
      </div>
    );
  }
  const startsWithHero = page.sections[0]?.collection === 'section_hero';
  return (
    <article>
      {startsWithHero ? null : (
        <header className="container page-header">
          <h1>{page.title}</h1>
        </header>
      )}
      <Sections sections={page.sections} />
    </article>
  );
}
