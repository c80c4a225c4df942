import { posterRoute } from '@/features/video/server';

/** YouTube posters through the site (see features/video): the visitor's browser never contacts YouTube. */
export const GET = posterRoute('youtube');
