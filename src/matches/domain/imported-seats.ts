/**
 * The seats of a match imported from a record (docs/records.md#importing-a-record)
 * belong to no account: the record names its players, and this server cannot
 * tell who they are. Its seating holds a reserved id per seat instead of a
 * player's, one that no player id (a UUID) ever equals, so no caller is ever
 * seated at an imported match, may act in it, or sees it as a seat does; the
 * names are the row's `seatNames`.
 */
export function importedSeat(seat: number): string {
  return `imported-seat-${seat}`;
}
