import { jsonLdText, type StructuredData } from './json-ld';

/**
 * Structured data as a `<script type="application/ld+json">` data block: browsers never run it, so the page's CSP
 * does not apply to it and the page cache's seal leaves it alone (lib/page-cache/seal.ts). Its text is escaped
 * so that nothing in it can end the element (jsonLdText).
 */
export function JsonLd({ data }: { data: StructuredData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
