/**
 * The item of `list` at `index`, starting again from the front past its end: the seed cycles through its
 * lists of names, texts and pictures.
 * @template T
 * @param {readonly T[]} list not empty
 * @param {number} index
 * @returns {T}
 */
export const cycle = (list, index) => /** @type {T} */ (list[index % list.length]);
