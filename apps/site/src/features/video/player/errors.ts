import type { PlayerState } from './states';

/** Every error the video player raises is one of these. */
export class VideoPlayerError extends Error {
  override name = 'VideoPlayerError';
}

/** The element a player was to be mounted on is not in the document. */
export class ElementDoesNotExistError extends VideoPlayerError {
  override name = 'ElementDoesNotExistError';
  constructor(readonly element: string) {
    super(`Element "${element}" does not exist`);
  }
}

/** The service or id is not one the player accepts (YouTube's 11-character ids, Vimeo's numeric ids). */
export class InvalidVideoError extends VideoPlayerError {
  override name = 'InvalidVideoError';
}

/** The service's player code (YouTube's IFrame API script, `@vimeo/player`) could not be loaded. */
export class PlayerLoadError extends VideoPlayerError {
  override name = 'PlayerLoadError';
}

/** A player framed something other than youtube-nocookie.com or player.vimeo.com; it was removed. */
export class PlayerHostError extends VideoPlayerError {
  override name = 'PlayerHostError';
}

/** The service's player reported an error (e.g. the video does not exist or may not be embedded). */
export class PlayerServiceError extends VideoPlayerError {
  override name = 'PlayerServiceError';
  constructor(
    message: string,
    readonly code: string | number | undefined,
  ) {
    super(message);
  }
}

/** The player did not become ready in time for a call. */
export class PlayerTimeoutError extends VideoPlayerError {
  override name = 'PlayerTimeoutError';
  constructor(
    readonly operation: string,
    readonly timeoutMs: number,
  ) {
    super(`The player was not ready for ${operation} within ${timeoutMs} ms`);
  }
}

/** Seeking gave up: the player did not reach a state that allows seeking in time. */
export class SeekTimeoutError extends VideoPlayerError {
  override name = 'SeekTimeoutError';
  constructor(
    readonly timeoutMs: number,
    readonly state: PlayerState,
  ) {
    super(`Seeking timed out after ${timeoutMs} ms (the player is ${state})`);
  }
}

/** The player was destroyed while a call was waiting for it. */
export class PlayerDestroyedError extends VideoPlayerError {
  override name = 'PlayerDestroyedError';
  constructor() {
    super('The player was destroyed');
  }
}
