import { answerFormPost } from '@/features/forms/server/post';

export const dynamic = 'force-dynamic';

/** A form with a file field, posted (features/forms/server/post.ts). The proxy does not run here (src/proxy.ts). */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return answerFormPost(request, /^[1-9][0-9]{0,8}$/.test(id) ? Number(id) : 0);
}
