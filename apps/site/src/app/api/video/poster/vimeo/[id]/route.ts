import { posterRoute } from '@/features/video/server';

/** Vimeo posters through the site (see features/video): the visitor's browser never contacts Vimeo. */
export const GET = posterRoute('vimeo');
