/** A player as everyone may see them. */
export interface PublicPlayer {
  readonly handle: string;
  readonly displayName: string;
  readonly joinedAt: Date;
}

/** A player as they see themselves. */
export interface Player extends PublicPlayer {
  readonly id: string;
}

/** The public part of a player: what `player(handle)` and match listings may show. */
export function publicView(player: Player): PublicPlayer {
  return { handle: player.handle, displayName: player.displayName, joinedAt: player.joinedAt };
}

/** A player as they see themselves, field by field: nothing stored beside it (a password hash) can slip out. */
export function ownView(player: Player): Player {
  return { id: player.id, handle: player.handle, displayName: player.displayName, joinedAt: player.joinedAt };
}
