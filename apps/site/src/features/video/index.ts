/** Privacy-friendly YouTube and Vimeo embeds: a server-rendered facade, the real player on request. */
export { aspectRatio } from './aspect';
export { Video } from './Video';
