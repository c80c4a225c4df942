/** The box a video reserves: its own proportions, 16:9 when it has none (or absurd ones). */
export function aspectRatio(width: number | undefined, height: number | undefined): string {
  if (width === undefined || height === undefined || !(width > 0) || !(height > 0)) return '16 / 9';
  const ratio = width / height;
  return ratio >= 0.25 && ratio <= 4 ? `${width} / ${height}` : '16 / 9';
}
