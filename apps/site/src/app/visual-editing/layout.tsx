import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { VisualEditing } from '@/features/visual-editing/VisualEditing';
import { studioOrigins } from '@/lib/security/policy';
import { editingMode } from '@/lib/visual-editing/mode';

// The pages the Data Studio's Visual Editor edits, as the proxy sends them here in editing mode (src/proxy.ts): the
// same page modules as the site's own routes, under this layout, which adds the editing island. Being the only
// layout that renders it keeps the island's code out of every visitor's page (docs/performance.md).
export const dynamic = 'force-dynamic';

export default async function VisualEditingLayout({ children }: { children: ReactNode }) {
  // Opened directly rather than through the proxy's rewrite in editing mode: not a page of the site.
  if (!(await editingMode())) notFound();
  const studios = studioOrigins(process.env);
  return (
    <>
      {children}
      {studios.length > 0 && <VisualEditing studioOrigins={studios} />}
    </>
  );
}
