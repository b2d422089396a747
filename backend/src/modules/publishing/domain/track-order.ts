/**
 * The release's track ids in their new order once `trackId` moves to `position` (1-based), the
 * others keeping their order around it; null when the track is not there or the position is
 * outside 1…count.
 */
export function moveTrack(
  ids: readonly string[],
  trackId: string,
  position: number,
): string[] | null {
  const from = ids.indexOf(trackId);
  if (from < 0 || !Number.isInteger(position) || position < 1 || position > ids.length) {
    return null;
  }
  const rest = ids.filter((id) => id !== trackId);
  return [...rest.slice(0, position - 1), trackId, ...rest.slice(position - 1)];
}
