import { flagFileNames, flagResponse } from '@/features/phone/server/flags';

// Every flag is rendered at build time and served as a static file.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return flagFileNames().map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  return flagResponse((await params).file);
}
