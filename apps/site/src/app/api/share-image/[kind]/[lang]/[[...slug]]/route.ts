import { shareImageResponse } from '@/features/seo/share-image/server';

// Link previews of pages, posts and products without an SEO image of their own (features/seo/share-image).
export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ kind: string; lang: string; slug?: string[] }> };

export async function GET(request: Request, { params }: Params) {
  const { kind, lang, slug = [] } = await params;
  return shareImageResponse(request, kind, lang, slug.join('/'));
}
