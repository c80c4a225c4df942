import 'server-only';

export * from './config';
export { posterResponse, posterRoute } from './routes';
export { videoServer, VideoServer, type FacadeData } from './video-server';
