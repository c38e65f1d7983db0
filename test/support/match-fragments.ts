/** One selection for the queries and the subscriptions, so their answers compare field for field. */
export const MATCH_FIELDS = `
  fragment Trick on MawTrick { leader cards { seat card } winner }
  fragment MatchFields on Match {
    id status seq yourSeat seed updatedAt
    players { handle seat }
    decision { seats kind }
    legalMoves { text type card }
    view {
      ... on MawView {
        seat scores hand decision { seats kind }
        game { number dealer trumps turnUp setAside robbery { seat took cardsPlayedBefore discard } handSizes trick { ...Trick } tricks { ...Trick } tricksWon points }
        record { number dealer trumps turnUps dealt robbery { seat took discard } tricks { ...Trick } points complete }
      }
    }
  }
`;

export const EVENT_FIELDS =
  'fragment EventFields on MatchEvent { seq kind at player seat move { text type card } forced seating replacedBy reason claimedBy awayFrom awayUntil }';
