/** The playback states of both services' players, named as in the specification. */
export const PLAYER_STATES = ['unstarted', 'ended', 'playing', 'paused', 'buffering', 'video cued'] as const;
export type PlayerState = (typeof PLAYER_STATES)[number];

/** How long `seek` waits, from the call, for the player to allow seeking before it fails. */
export const SEEK_TIMEOUT_MS = 3000;

/** The states in which a seek is issued; in any other state `seek` waits (up to {@link SEEK_TIMEOUT_MS}). */
export const SEEK_ACCEPTABLE_STATES: ReadonlySet<PlayerState> = new Set<PlayerState>(['ended', 'playing', 'paused']);

/**
 * How long play, pause and mute wait for a player that is still loading before they fail. Not a specified
 * constant: a bound, so that no call waits forever on a player that never loads.
 */
export const READY_TIMEOUT_MS = 15_000;

/** YouTube's `onStateChange` codes (YT.PlayerState). */
const YOUTUBE_STATES = new Map<number, PlayerState>([
  [-1, 'unstarted'],
  [0, 'ended'],
  [1, 'playing'],
  [2, 'paused'],
  [3, 'buffering'],
  [5, 'video cued'],
]);

export function stateFromYouTube(code: unknown): PlayerState | undefined {
  return typeof code === 'number' ? YOUTUBE_STATES.get(code) : undefined;
}
