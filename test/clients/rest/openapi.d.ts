/**
 * The REST API's types, generated from the served OpenAPI document
 * (GET /api/openapi.json) by openapi-typescript: do not edit. Rewrite it
 * with `npm run api:client`; test/e2e/openapi-client.e2e-spec.ts fails
 * while it is out of date.
 */

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness
         * @description Answers 200 while the process runs; it reads no database, so a balancer can tell a live process from a ready one.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness
         * @description Answers 200 `ready` when the database answers (and `degraded` with a reason when Redis does not), 503 when the database cannot be reached.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a player, and a session for them
         * @description Makes a player with a handle (unique ignoring case), a password and a display name, and opens a session for them.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a session
         * @description Checks a handle and password and answers a session token (a JWT) for the `Authorization: Bearer` header.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End this session
         * @description Revokes the session whose token made the request; other sessions and access tokens stay valid.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My personal access tokens
         * @description My personal access tokens, a page at a time; never their secrets, which are shown once when made.
         */
        get: operations["listAccessTokens"];
        put?: never;
        /**
         * Create a personal access token
         * @description Makes a token with the scopes named, and an expiry if given; its secret (`plr_…`) is in this answer only.
         */
        post: operations["createAccessToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a personal access token
         * @description Revokes one of my tokens at once: requests made with it are refused from then on.
         */
        delete: operations["revokeAccessToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players/{handle}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A public profile
         * @description Anyone’s public profile by handle, in any case: handle, display name, when they joined, and whether it is a bot account.
         */
        get: operations["getPlayer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My own profile
         * @description The caller’s own profile, with its id.
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change my display name
         * @description Changes my display name: 1 to 40 characters, stored in NFC, without control, bidirectional or invisible characters.
         */
        patch: operations["updateProfile"];
        trace?: never;
    };
    "/api/players/me/bot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make my account a bot account, for a program to play
         * @description Marks my account a bot account, for a program playing with a personal access token; bots show as such to everyone.
         */
        post: operations["becomeBot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The games this server hosts
         * @description Every game this server hosts, with its seat counts and the options a match of it may set.
         */
        get: operations["listGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One game of the catalog
         * @description One hosted game by id, with its seat counts and options, their values and defaults.
         */
        get: operations["getGame"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My matches (created or taking part), newest first
         * @description The matches I created or sit in, newest first, paged; with `yourTurn=true` only those awaiting my decision.
         */
        get: operations["listMyMatches"];
        put?: never;
        /**
         * Create a match
         * @description Creates a match of a hosted game with its options, seats, visibility and time limit; the creator takes a seat unless `takeSeat` is false.
         */
        post: operations["createMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Matches waiting for players that I may join
         * @description Open matches with a free seat that the caller may join: the open ones, and the private ones they are invited to.
         */
        get: operations["listOpenMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a seat in the match an invite code names
         * @description Takes a seat in the private match whose invite code is given; the match starts when its last seat is taken.
         */
        post: operations["joinMatchByInviteCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A match as I may see it
         * @description The match as the caller may see it: their seat’s view (a spectator’s elsewhere), their legal moves, and the seed once it is over.
         */
        get: operations["getMatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A match’s log as I may see it
         * @description The log from `fromSeq` on, a page at a time, with other seats’ secrets redacted for the caller.
         */
        get: operations["listMatchEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/at/{seq}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A match as I could see it after its first `seq` events (a replay)
         * @description Replays the log to `seq` and shows the match as the caller’s seat (or a spectator, with `as=spectator`) saw it then.
         */
        get: operations["getMatchAt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A match’s record as I may see it (docs/records.md)
         * @description The match’s text record as the caller may see it: tags, then every move; `npm run record:verify` checks it.
         */
        get: operations["getMatchRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a seat
         * @description Takes a free seat in an open match the caller may join; the match starts when its last seat is taken.
         */
        post: operations["joinMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/bots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Seat a built-in bot in an open seat (the creator only)
         * @description The creator seats a built-in bot of the kind given in a free seat; the match starts when its last seat is taken.
         */
        post: operations["seatBot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave the lobby of a match not started
         * @description Gives up the caller’s seat in a match not yet started.
         */
        post: operations["leaveMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a match early, with the players it has (the creator only)
         * @description The creator starts the match before every seat is taken, with the players seated, if the game allows that many.
         */
        post: operations["startMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/abort": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Abort a match before anyone chose a move
         * @description Ends a started match before any player chose a move; it counts as no result.
         */
        post: operations["abortMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/resign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resign
         * @description Resigns the caller’s seat; the rules say what happens to the match (docs/rules). The key may come as the Idempotency-Key header.
         */
        post: operations["resign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/claim-timeout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Time out the seats awaited past the deadline
         * @description A player of the match times out the seats whose decision is overdue; they resign as the rules say.
         */
        post: operations["claimTimeout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/moves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a move, at the seq it was decided at
         * @description Plays a move as text or typed, at `expectedSeq`: appended there or not at all (409 STALE_SEQ when the log moved on).
         */
        post: operations["submitMove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A match’s events as they happen (NDJSON)
         * @description NDJSON: the events the caller may see, from `fromSeq` on, as they are appended, with keep-alive lines.
         */
        get: operations["streamMatchEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/turns/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My turns and invitations as they happen (NDJSON)
         * @description NDJSON: a line whenever one of my matches awaits me, ends, times out, becomes claimable, or I am invited.
         */
        get: operations["streamMyTurns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Finished matches an archive search holds, streamed as NDJSON or as records
         * @description An archive search streamed out: its filters, order and cursor under the same names, each match as the caller saw it; the first is read before anything is sent, so a refusal is an error answer.
         */
        get: operations["exportMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the archive: finished open matches, and the private ones you may read
         * @description Searches the finished matches by game, player, opponent, partner, result, rank, options, seats, time limit and when they ended.
         */
        get: operations["listArchive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players/{handle}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A player’s statistics by game
         * @description Counts a player’s finished matches the caller may read, by game: outcomes, ranks and average score.
         */
        get: operations["playerStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players/{handle}/stats/{opponent}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A player against an opponent, by game
         * @description Counts the finished matches where two different players sat on opposite sides, by game.
         */
        get: operations["headToHead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a finished match from its record (docs/records.md)
         * @description Verifies a finished match’s record as `record:verify` does and stores it as an open, finished match (once per match).
         */
        post: operations["importRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My webhook endpoints
         * @description My webhook endpoints, a page at a time; never their secrets.
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description Registers an https URL to receive the notices named, signed by Standard Webhooks; its secret is in this answer only.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of my webhook endpoints
         * @description One of my webhook endpoints, with whether it is enabled and why it was disabled.
         */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint and its delivery log
         * @description Deletes one of my endpoints and its delivery log; nothing more is sent to it.
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /**
         * Change, disable or enable a webhook endpoint
         * @description Changes an endpoint’s URL, description or notices, or disables or enables it; only the fields given change.
         */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/api/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a webhook endpoint a new signing secret
         * @description Gives the endpoint a new secret; deliveries carry the old secret’s signature too for the grace period.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a webhook endpoint a PING
         * @description Queues a PING delivery to the endpoint, to check that it receives and verifies deliveries.
         */
        post: operations["pingWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A webhook endpoint’s delivery log
         * @description The endpoint’s deliveries, a page at a time: status, attempts, the last answer or error.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery’s notice again
         * @description Queues the delivery’s notice again, under the same `webhook-id`, as a new delivery.
         */
        post: operations["redeliverWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My email alert settings
         * @description My email address (and whether it is verified), the alert mode, digest hour, time zone and quiet hours.
         */
        get: operations["getEmailSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change how and when I am emailed
         * @description Changes the alert mode, digest hour, time zone or quiet hours; only the fields given change.
         */
        patch: operations["updateEmailSettings"];
        trace?: never;
    };
    "/api/me/email/address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set my email address; a verification link is sent to it
         * @description Sets (or, with null, removes) the address alerts go to; it stays unverified until the link sent to it is followed.
         */
        put: operations["setEmailAddress"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/email/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the verification link again
         * @description Sends the verification link to my unverified address again.
         */
        post: operations["resendEmailVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow a verification link
         * @description Follows the link sent to an address: its signed token verifies that address for its player. No credential.
         */
        get: operations["verifyEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an unsubscribe link (changes nothing)
         * @description Shows what an unsubscribe link would do, and changes nothing (mail scanners follow links). No credential.
         */
        get: operations["getEmailUnsubscribe"];
        put?: never;
        /**
         * One-click unsubscribe (RFC 8058): no more turn alerts by email
         * @description No credential: the signed token names the player. Mail clients post `List-Unsubscribe=One-Click` as a form; the body is not read.
         */
        post: operations["unsubscribeEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/vacation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My vacation allowance, and the vacation running now
         * @description My yearly allowance of vacation days, what is left of it, and the vacation running now.
         */
        get: operations["getVacation"];
        /**
         * Go on vacation: my deadlines stand still until it ends (docs/vacations.md)
         * @description Starts a vacation until a time or for whole days: the deadlines of my matches stand still, within my allowance.
         */
        put: operations["startVacation"];
        post?: never;
        /**
         * End my vacation now; the whole days not begun are given back
         * @description Ends my vacation now; my deadlines run again, and the whole days not begun return to my allowance.
         */
        delete: operations["endVacation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players/{handle}/ratings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A player’s ratings
         * @description A player’s ratings, one per game and kind of table they were rated in, each as it stands now: its uncertainty grown with the days since their last rated match there (docs/ratings.md).
         */
        get: operations["getPlayerRatings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players/{handle}/ratings/{pool}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A player’s rating history in one pool
         * @description How a player’s rating in one pool changed, one rated match at a time, newest first.
         */
        get: operations["getRatingHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leaderboards/{pool}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A leaderboard
         * @description The best rated players of a game and kind of table (`maw`, `maw-partnerships`, `pope-joan`) with at least `minGames` rated matches there, the last within `activeDays`, best first.
         */
        get: operations["getLeaderboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description A personal access token as its owner sees it: everything but the secret, which is never shown again */
        AccessToken: {
            /** Format: uuid */
            id: string;
            description: string;
            scopes: ("match:read" | "match:play" | "account:read" | "webhooks:manage" | "records:import" | "bot:play")[];
            /** Format: date-time */
            createdAt: string;
            /** @description to the minute; null if never used */
            lastUsedAt: string | null;
            /** @description null: it does not expire */
            expiresAt: string | null;
            revokedAt: string | null;
        };
        /** @description A page of my personal access tokens, newest first */
        AccessTokenPage: {
            items: components["schemas"]["AccessToken"][];
            /** @description pass as `cursor` for the next page; null on the last */
            next: string | null;
        };
        /** @description A page of an archive search: each match with the spectator’s final view (docs/archive.md) */
        ArchivePage: {
            items: components["schemas"]["Match"][];
            /** @description the cursor of the next page of the same search; null on the last */
            next: string | null;
            /** @description how many matches the whole search holds */
            total: number;
        };
        /** @description An option that is on or off */
        BooleanOption: {
            name: string;
            /** @description one line for people */
            description: string;
            /** @constant */
            type: "boolean";
            default: boolean;
        };
        /** @description A card played by a seat */
        CardPlay: {
            seat: number;
            /** @description a card in notation: 5H, AH, 10C */
            card: string;
        };
        /** @description A new personal access token, and its secret */
        CreatedAccessToken: {
            token: components["schemas"]["AccessToken"];
            /** @description `plr_…`: shown this once; the server keeps only its SHA-256 */
            secret: string;
        };
        /** @description A webhook endpoint and its new signing secret */
        CreatedWebhookEndpoint: {
            endpoint: components["schemas"]["WebhookEndpoint"];
            /** @description `whsec_…`: the signing secret, shown this once */
            secret: string;
        };
        /** @description The vacation running now */
        CurrentVacation: {
            /**
             * Format: date-time
             * @description when it began
             */
            since: string;
            /**
             * Format: date-time
             * @description when it ends by itself
             */
            until: string;
            /** @description the days it uses if it runs until then (ending it sooner gives back the rest) */
            days: number;
        };
        /** @description Whose decision a game awaits and what kind */
        Decision: {
            seats: number[];
            /** @description e.g. play, lead, five, rob */
            kind: string;
        };
        /** @description My email alert settings */
        EmailSettings: {
            /** @description whether this server sends email at all (SMTP_URL set); when false, setting an address is EMAIL_DISABLED */
            enabled: boolean;
            /** @description null: none set */
            address: string | null;
            /** @description whether the link sent to the address was followed: only then is email sent */
            verified: boolean;
            /**
             * @description immediate, digest (one a day at digestHour) or never
             * @enum {string}
             */
            mode: "immediate" | "digest" | "never";
            /** @description the local hour, in timeZone, of the daily digest */
            digestHour: number;
            /** @description an IANA time zone */
            timeZone: string;
            quietHours: components["schemas"]["QuietHours"] | null;
        };
        /** @description What an unsubscribe link did, or would do when posted to */
        EmailUnsubscribe: {
            /**
             * @description the alert mode now: never once unsubscribed
             * @enum {string}
             */
            mode: "immediate" | "digest" | "never";
            /** @description true once the link was posted to; false when it was only read (GET) */
            unsubscribed: boolean;
        };
        /** @description An address verified by the link sent to it */
        EmailVerified: {
            address: string;
            /** @constant */
            verified: true;
        };
        /** @description An option taking one of `values` */
        EnumOption: {
            name: string;
            /** @description one line for people */
            description: string;
            /** @constant */
            type: "enum";
            values: string[];
            default: string;
        };
        /** @description Every error REST answers, and the last line of an NDJSON stream that fails */
        ErrorBody: {
            error: {
                /**
                 * @description stable: a client may act on it
                 * @enum {string}
                 */
                code: "VALIDATION_FAILED" | "QUERY_TOO_DEEP" | "QUERY_TOO_COMPLEX" | "PAYLOAD_TOO_LARGE" | "REQUEST_TIMEOUT" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "UNSUPPORTED_MEDIA_TYPE" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "HANDLE_TAKEN" | "STALE_SEQ" | "MATCH_FULL" | "SEQ_OUT_OF_RANGE" | "ALREADY_JOINED" | "NOT_A_PLAYER" | "NOT_CREATOR" | "BOTS_NOT_ALLOWED" | "MALFORMED_MOVE" | "ILLEGAL_MOVE" | "NOT_YOUR_TURN" | "GAME_OVER" | "NOT_OPEN" | "NOT_ACTIVE" | "TOO_FEW_PLAYERS" | "TOO_LATE_TO_ABORT" | "NOT_OVERDUE" | "ALREADY_ON_VACATION" | "VACATION_ALLOWANCE_EXCEEDED" | "NOT_ON_VACATION" | "IDEMPOTENCY_KEY_REUSED" | "UNKNOWN_GAME" | "UNKNOWN_RULES_VERSION" | "UNKNOWN_SHUFFLE_ALGORITHM" | "CORRUPT_LOG" | "RECORD_INVALID" | "RECORD_UNFINISHED" | "RECORD_NOT_SINGLE" | "RECORD_CONFLICT" | "WEBHOOK_URL_REFUSED" | "TOO_MANY_ENDPOINTS" | "ENDPOINT_DISABLED" | "RATE_LIMITED" | "TOO_MANY_SUBSCRIPTIONS" | "TOO_MANY_CONNECTIONS" | "EMAIL_DISABLED" | "INTERNAL" | "UNAVAILABLE";
                /** @description for people; it may change */
                message: string;
                /** @description what a client may act on, e.g. `field`, `reason`, `currentSeq`; `{}` when there is nothing to add */
                details: {
                    [key: string]: string | number | boolean | string[];
                };
            };
        };
        /** @description A game as the catalog describes it, so a client can build a "new match" form */
        Game: {
            id: string;
            name: string;
            /** @description matches are pinned to the rules version they were created under */
            rulesVersion: string;
            minPlayers: number;
            maxPlayers: number;
            options: components["schemas"]["GameOption"][];
        };
        /** @description A declared rule variant, chosen when a match is created */
        GameOption: components["schemas"]["EnumOption"] | components["schemas"]["BooleanOption"] | components["schemas"]["IntegerOption"];
        /** @description How a game ended */
        GameResult: {
            standings: components["schemas"]["Standing"][];
            /** @description why it ended, e.g. TARGET_REACHED, DEALS_PLAYED, RESIGNED */
            reason: string;
        };
        /** @description A player’s finished matches of one game, counted: won, lost and drawn as docs/archive.md defines them */
        GameStats: {
            gameId: string;
            matches: number;
            won: number;
            lost: number;
            drawn: number;
            /** @description how many times the player finished at each rank, the best first */
            ranks: {
                rank: number;
                count: number;
            }[];
            /** @description the mean of the player’s final scores */
            averageScore: number;
        };
        /** @description The game as the caller may see it, typed per game (by `gameId`): every field always there, null where it is hidden from them */
        GameView: components["schemas"]["MawView"] | components["schemas"]["PopeJoanView"];
        /** @description A player against an opponent (on opposite sides) by game, from the archived matches the caller may read */
        HeadToHead: {
            player: string;
            opponent: string;
            games: components["schemas"]["HeadToHeadGame"][];
        };
        /** @description Two players’ matches against each other in one game: won when the player ranked better than the opponent, lost when worse, drawn when level */
        HeadToHeadGame: {
            gameId: string;
            matches: number;
            won: number;
            lost: number;
            drawn: number;
        };
        /** @description The process answers */
        Health: {
            /** @constant */
            status: "ok";
        };
        /** @description Where a match imported from a record (POST /api/records) was played */
        ImportedFrom: {
            /** @description the server the match was played on: its record’s `Site` */
            site: string;
            /** @description the match’s id there: its record’s `MatchId`, which the commitment is computed over */
            matchId: string;
        };
        /** @description An option taking a whole number from `min` to `max` */
        IntegerOption: {
            name: string;
            /** @description one line for people */
            description: string;
            /** @constant */
            type: "integer";
            min: number;
            max: number;
            default: number;
        };
        /** @description A player on a leaderboard */
        Leader: {
            handle: string;
            displayName: string;
            /** @description a bot account */
            bot: boolean;
            /** @description the shown rating after the player’s last rated match, which the board orders by */
            rating: number;
            games: number;
            /** Format: date-time */
            lastPlayedAt: string;
        };
        /** @description A page of a pool’s leaderboard: players with enough rated matches, the last within the window */
        LeaderboardPage: {
            /** @description best first; equal ratings by handle */
            items: components["schemas"]["Leader"][];
            /** @description the cursor of the next page; null on the last */
            next: string | null;
        };
        /** @description A session: its JWT, and when it expires */
        LoginResult: {
            /** @description a session JWT, to send as `Authorization: Bearer <accessToken>` */
            accessToken: string;
            /** Format: date-time */
            expiresAt: string;
        };
        /** @description A match as the caller may see it */
        Match: {
            /** Format: uuid */
            id: string;
            gameId: string;
            /** @description the rules the match was created under, and is played by */
            rulesVersion: string;
            options: components["schemas"]["OptionValues"];
            seats: number;
            /** @enum {string} */
            visibility: "open" | "private";
            /** @description for the creator and the players only (whoever has it may join) */
            inviteCode: string | null;
            /** @description the creator’s handle */
            creator: string;
            /** @enum {string} */
            status: "open" | "active" | "finished" | "aborted";
            /** @description how many events the log holds: the `expectedSeq` of the next move */
            seq: number;
            /** @description waiting players before the start; seated players, by seat, after */
            players: components["schemas"]["MatchSeat"][];
            /** @description SHA-256 of `<shuffleAlgorithm>|<match id>|<seed>`, published before the deal */
            commitment: string;
            shuffleAlgorithm: string;
            /** @description revealed, in hex, once the match is over, so anyone can deal it again */
            seed: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description the caller’s seat; null for a spectator or before the start */
            yourSeat: number | null;
            decision: components["schemas"]["Decision"] | null;
            /** @description the time limit on each decision; null for none */
            daysPerMove: number | null;
            /** @description whether the match counts for its players’ ratings; casual when false */
            rated: boolean;
            /** @description when the awaited decision becomes overdue, and another player may claim a timeout */
            deadline: string | null;
            /** @description null before the start */
            view: components["schemas"]["GameView"] | null;
            /** @description the caller’s legal moves now: empty unless it is their decision */
            legalMoves: components["schemas"]["Move"][];
            /** @description once the game is over */
            result: components["schemas"]["GameResult"] | null;
            /** @description in a listing only; null elsewhere */
            problem: components["schemas"]["MatchProblem"] | null;
            /** @description for a match imported from a record, where it was played (its players are names, not accounts here, and its creator is who imported it); null for a match played here */
            imported: components["schemas"]["ImportedFrom"] | null;
        };
        /** @description One entry of a match’s log, as the caller may see it */
        MatchEvent: {
            /** @description its position in the log */
            seq: number;
            /** @enum {string} */
            kind: "joined" | "left" | "started" | "aborted" | "move" | "timedOut" | "paused" | "resumed" | "replaced";
            /** Format: date-time */
            at: string;
            /** @description handle of the player it is about (null on a move of an imported match, whose seats name no account): a move’s is the player in its seat then (a forced move too, whoever submitted the move that forced it); a timeout’s, who claimed it; a start’s, who started it (null when it started by itself); a pause’s or a resume’s, who is on vacation; a takeover’s, who left the seat */
            player: string | null;
            /** @description on a move, a timeout and a takeover: the seat */
            seat: number | null;
            /** @description on a move: the move as the caller may see it (hidden parts are `??`) */
            move: components["schemas"]["Move"] | null;
            /** @description on a move: whether the rules forced it */
            forced: boolean | null;
            /** @description on a start: handles by seat (null for a seat of an imported match, which names no account) */
            seating: (string | null)[] | null;
            /** @description on a takeover: the handle of the bot that took the seat over (docs/bots.md) */
            replacedBy: string | null;
            /** @description on a takeover: why the player left the seat, resigning or timed out */
            reason: ("resigned" | "timedOut") | null;
            /** @description on a takeover: the handle of who asked for it, the player who resigned or the player whose claim timed them out */
            claimedBy: string | null;
            /** @description on a pause: when the player’s vacation began (it may be before the start) */
            awayFrom: string | null;
            /** @description on a pause: when the vacation ends by itself; on a resume: when the player ended it sooner (see docs/vacations.md) */
            awayUntil: string | null;
        };
        /** @description A page of a match log as the caller may see it */
        MatchEventPage: {
            items: components["schemas"]["MatchEvent"][];
            /** @description the cursor of the next page; null on the last page of the log as it stands */
            next: string | null;
        };
        /** @description A page of matches as the caller may see them */
        MatchPage: {
            items: components["schemas"]["Match"][];
            /** @description the cursor of the next page; null on the last */
            next: string | null;
        };
        /** @description Why this server cannot rebuild a listed match (UNKNOWN_GAME, UNKNOWN_RULES_VERSION, UNKNOWN_SHUFFLE_ALGORITHM, CORRUPT_LOG): then only what its row holds is shown, with no view and no moves */
        MatchProblem: {
            /** @enum {string} */
            code: "VALIDATION_FAILED" | "QUERY_TOO_DEEP" | "QUERY_TOO_COMPLEX" | "PAYLOAD_TOO_LARGE" | "REQUEST_TIMEOUT" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "UNSUPPORTED_MEDIA_TYPE" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "HANDLE_TAKEN" | "STALE_SEQ" | "MATCH_FULL" | "SEQ_OUT_OF_RANGE" | "ALREADY_JOINED" | "NOT_A_PLAYER" | "NOT_CREATOR" | "BOTS_NOT_ALLOWED" | "MALFORMED_MOVE" | "ILLEGAL_MOVE" | "NOT_YOUR_TURN" | "GAME_OVER" | "NOT_OPEN" | "NOT_ACTIVE" | "TOO_FEW_PLAYERS" | "TOO_LATE_TO_ABORT" | "NOT_OVERDUE" | "ALREADY_ON_VACATION" | "VACATION_ALLOWANCE_EXCEEDED" | "NOT_ON_VACATION" | "IDEMPOTENCY_KEY_REUSED" | "UNKNOWN_GAME" | "UNKNOWN_RULES_VERSION" | "UNKNOWN_SHUFFLE_ALGORITHM" | "CORRUPT_LOG" | "RECORD_INVALID" | "RECORD_UNFINISHED" | "RECORD_NOT_SINGLE" | "RECORD_CONFLICT" | "WEBHOOK_URL_REFUSED" | "TOO_MANY_ENDPOINTS" | "ENDPOINT_DISABLED" | "RATE_LIMITED" | "TOO_MANY_SUBSCRIPTIONS" | "TOO_MANY_CONNECTIONS" | "EMAIL_DISABLED" | "INTERNAL" | "UNAVAILABLE";
            message: string;
        };
        /** @description A player of a match */
        MatchSeat: {
            /** @description the player’s handle; null for a seat of an imported match: a name from its record, not an account */
            handle: string | null;
            /** @description the player’s display name, or the name an imported match’s record gives */
            displayName: string;
            /** @description null in the lobby, before the start */
            seat: number | null;
            /** @description a bot plays this seat: a built-in bot or a bot account (docs/bots.md) */
            bot: boolean;
            /** @description a bot that took this seat over (docs/bots.md): the handle of the player who resigned or timed out of it; null otherwise */
            replacing: string | null;
            /** @description while a seated player is on vacation (as the match’s log records it), when it ends: meanwhile their clock stands still; null otherwise */
            awayUntil: string | null;
            /** @description in an archive item of a rated match, the player’s rating before and after it (docs/ratings.md); null otherwise */
            rating: components["schemas"]["SeatRating"] | null;
        };
        /** @description A line of `GET /api/matches/{id}/stream`: an update, or a last line saying why the stream failed */
        MatchStreamLine: components["schemas"]["MatchUpdate"] | components["schemas"]["ErrorBody"];
        /** @description One line of a match’s stream, as the `matchEvents` subscription sends it */
        MatchUpdate: {
            event: components["schemas"]["MatchEvent"];
            /** @description after the last event of a submission, the match as the caller now sees it; null on the others */
            match: components["schemas"]["Match"] | null;
        };
        /** @description A trick played out */
        MawCompletedTrick: {
            leader: number;
            cards: components["schemas"]["CardPlay"][];
            winner: number;
        };
        /** @description The game (deal) in progress */
        MawGame: {
            number: number;
            dealer: number;
            /** @description suit letter: C, D, H or S */
            trumps: string;
            /** @description a card in notation: 5H, AH, 10C */
            turnUp: string;
            setAside: string[];
            robbery: components["schemas"]["MawRobbery"] | null;
            handSizes: number[];
            trick: components["schemas"]["MawTrick"];
            tricks: components["schemas"]["MawCompletedTrick"][];
            /** @description tricks won, by side (seat % 2) */
            tricksWon: number[];
            /** @description points scored in this game so far, by side (seat % 2) */
            points: number[];
        };
        /** @description A finished game: its hands as dealt and the robber’s discard are public; the stock never is */
        MawRecordedGame: {
            number: number;
            dealer: number;
            /** @description suit letter: C, D, H or S */
            trumps: string;
            /** @description every card turned up, in order; the last was the final turn-up */
            turnUps: string[];
            dealt: string[][];
            robbery: components["schemas"]["MawRobbery"] | null;
            tricks: components["schemas"]["MawCompletedTrick"][];
            /** @description points scored, by side (seat % 2) */
            points: number[];
            /** @description false for a game cut short by the end of the set */
            complete: boolean;
        };
        /** @description Who robbed the turn-up, and what they discarded */
        MawRobbery: {
            seat: number;
            /** @description the turn-up taken into hand */
            took: string;
            cardsPlayedBefore: number;
            /** @description only the robber sees it during the game (null for everyone else); everyone in the record */
            discard: string | null;
        };
        /** @description The trick in progress (no winner yet) */
        MawTrick: {
            leader: number;
            cards: components["schemas"]["CardPlay"][];
            winner: number | null;
        };
        /** @description Maw as one viewer may see it */
        MawView: {
            /** @constant */
            gameId: "maw";
            /** @description the viewer’s seat; null for a spectator */
            seat: number | null;
            players: number;
            /** @description set score, by side (seat % 2) */
            scores: number[];
            decision: components["schemas"]["Decision"] | null;
            /** @description the viewer’s own hand (never a partner’s); null for a spectator */
            hand: string[] | null;
            game: components["schemas"]["MawGame"];
            record: components["schemas"]["MawRecordedGame"][];
            result: components["schemas"]["GameResult"] | null;
        };
        /** @description A player as they see themselves */
        Me: {
            /** Format: uuid */
            id: string;
            /** @description unique, ignoring case */
            handle: string;
            displayName: string;
            /** Format: date-time */
            joinedAt: string;
            /** @description a bot account: a program plays for it (docs/bots.md) */
            bot: boolean;
            /** @description the built-in bot that plays for this system account; null for people and third parties' bots */
            botKind: ("random" | "heuristic") | null;
        };
        /** @description A move, typed and in text notation: as `legalMoves` lists it and the log shows it */
        Move: {
            /** @description the move in text notation, as it is submitted (`5H`, `rob 3D`, `five`) */
            text: string;
            /** @description e.g. play, rob, five, resign */
            type: string;
            /** @description the card the move names, if any (the card played, a robber’s discard) */
            card: string | null;
        };
        /** @description What every match command answers */
        MoveResult: {
            /** @description the match as the caller now sees it */
            match: components["schemas"]["Match"];
            /** @description the events the request appended (or, for a repeated idempotency key, had appended) */
            events: components["schemas"]["MatchEvent"][];
            /** @description false when a repeated idempotency key answered with the first result */
            fresh: boolean;
        };
        /** @description A game’s options by name, every option with its value: the same object a match is created with */
        OptionValues: {
            [key: string]: string | number | boolean;
        };
        /** @description A player as everyone may see them: a public profile */
        Player: {
            /** @description unique, ignoring case */
            handle: string;
            displayName: string;
            /** Format: date-time */
            joinedAt: string;
            /** @description a bot account: a program plays for it (docs/bots.md) */
            bot: boolean;
            /** @description the built-in bot that plays for this system account; null for people and third parties' bots */
            botKind: ("random" | "heuristic") | null;
            /** @description while the player is on vacation, when it ends (their deadlines stand still meanwhile); null otherwise */
            awayUntil: string | null;
        };
        /** @description A player’s rating in one pool (docs/ratings.md) */
        PlayerRating: {
            /** @description the game and kind of table: `maw`, `maw-partnerships`, `pope-joan` */
            pool: string;
            /** @description the shown rating now: 1000 + 40 × (mu − 3 sigma), sigma grown with the days since the last match */
            rating: number;
            /** @description fewer than 10 rated matches in the pool */
            provisional: boolean;
            /** @description rated matches finished in the pool */
            games: number;
            /**
             * Format: date-time
             * @description when the last of them ended
             */
            lastPlayedAt: string;
            /** @description the model’s estimate of the skill (OpenSkill) */
            mu: number;
            /** @description its uncertainty now, grown with the days since the last match */
            sigma: number;
        };
        /** @description A player’s ratings, one per game and kind of table */
        PlayerRatings: {
            handle: string;
            /** @description a bot account: rated like anyone, and labelled */
            bot: boolean;
            /** @description one per pool the player was rated in, by pool */
            ratings: components["schemas"]["PlayerRating"][];
        };
        /** @description A player’s statistics by game, from the archived matches the caller may read */
        PlayerStats: {
            /** @description the player’s handle */
            player: string;
            games: components["schemas"]["GameStats"][];
        };
        /** @description The counters staked in each compartment of the board */
        PopeJoanBoard: {
            pope: number;
            matrimony: number;
            intrigue: number;
            ace: number;
            king: number;
            queen: number;
            jack: number;
            game: number;
        };
        /** @description A finished deal: its remaining hands and the dead hand are public now */
        PopeJoanDealRecord: {
            deal: number;
            dealer: number;
            /** @description suit letter: C, D, H or S */
            trumps: string;
            turnUp: components["schemas"]["PopeJoanTurnUp"];
            /** @enum {string} */
            outcome: "wentOut" | "popeTurnUp" | "abandoned";
            winner: number | null;
            plays: components["schemas"]["CardPlay"][];
            /** @description what each seat held at the end */
            hands: string[][];
            deadHand: string[];
        };
        /** @description The card turned up for trumps, and whose hand it is in */
        PopeJoanTurnUp: {
            /** @description a card in notation: 5H, AH, 10C */
            card: string;
            /** @description the seat whose hand holds it; null for the dead hand */
            holder: number | null;
        };
        /** @description Pope Joan as one viewer may see it */
        PopeJoanView: {
            /** @constant */
            gameId: "pope-joan";
            /** @description the viewer’s seat; null for a spectator */
            seat: number | null;
            players: number;
            /** @description each seat’s counters */
            counters: number[];
            status: ("playing" | "bankrupt" | "resigned")[];
            board: components["schemas"]["PopeJoanBoard"];
            deal: number;
            dealer: number;
            eldest: number;
            /** @description suit letter: C, D, H or S */
            trumps: string;
            turnUp: components["schemas"]["PopeJoanTurnUp"];
            plays: components["schemas"]["CardPlay"][];
            /** @description cards left in each seat’s hand (0 when not dealt in) */
            handSizes: number[];
            deadHandSize: number;
            /** @description seats whose hands are still played (dealt in and not resigned) */
            live: boolean[];
            decision: components["schemas"]["Decision"] | null;
            /** @description the viewer’s own hand, while they hold one in this deal; else null */
            hand: string[] | null;
            /** @description only for the dealer under `dealerSeesDeadHand` (Hoyle), during their deal; else null */
            deadHand: string[] | null;
            /** @description finished deals */
            record: components["schemas"]["PopeJoanDealRecord"][];
            over: ("DEALS_PLAYED" | "TOO_FEW_PLAYERS") | null;
            result: components["schemas"]["GameResult"] | null;
        };
        /** @description Local hours [start, end) during which immediate alerts are held, to be sent as one message when they end */
        QuietHours: {
            start: number;
            end: number;
        };
        /** @description One rated match in a player’s rating history */
        RatingChange: {
            /** @description the rated match; null when it is private and the caller is not one of its parties (docs/ratings.md) */
            matchId: string | null;
            /** @description the shown rating before the match, grown uncertain with the days idle */
            ratingBefore: number;
            ratingAfter: number;
            /** @description rated matches in the pool, this one included */
            games: number;
            /** Format: date-time */
            endedAt: string;
        };
        /** @description A page of a player’s rating history in one pool */
        RatingHistoryPage: {
            /** @description newest first */
            items: components["schemas"]["RatingChange"][];
            /** @description the cursor of the next page; null on the last */
            next: string | null;
        };
        /** @description The database answers; `degraded`: it does, but the event bus (Redis) does not, and feeds read the database every second */
        Readiness: {
            /** @constant */
            status: "ready";
        } | {
            /** @constant */
            status: "degraded";
            reason: string;
        };
        /** @description What importing a record answers (docs/records.md#importing-a-record) */
        RecordImport: {
            /** @description the imported match, as the caller may see it */
            match: components["schemas"]["Match"];
            /** @description false when the record was already here: the match it was imported as, or the one played here */
            fresh: boolean;
        };
        /** @description A new player, as they see themselves, and a session exactly as logging in opens one */
        RegisterResult: {
            player: components["schemas"]["Me"];
            /** @description a session JWT, to send as `Authorization: Bearer <accessToken>` */
            accessToken: string;
            /** Format: date-time */
            expiresAt: string;
        };
        /** @description A seat’s rating in a rated match */
        SeatRating: {
            /** @description the shown rating the match was rated from */
            before: number;
            /** @description the shown rating it left */
            after: number;
        };
        /** @description A seat’s place at the end */
        Standing: {
            seat: number;
            /** @description 1 is best; equal scores share a rank */
            rank: number;
            score: number;
        };
        /** @description One of the player’s matches needs their decision (YOUR_TURN), and most of their time for it is used (DEADLINE_SOON), or it has ended (MATCH_ENDED), or it awaits another player past the deadline (CLAIMABLE: a timeout may be claimed), or a private match invites them (INVITED), or they were timed out of a match that plays on (TIMED_OUT): one line of the turn stream, as the `myTurn` subscription sends it */
        TurnNotice: {
            /** @enum {string} */
            reason: "YOUR_TURN" | "MATCH_ENDED" | "INVITED" | "CLAIMABLE" | "TIMED_OUT" | "DEADLINE_SOON";
            /** @description the match as the player now sees it */
            match: components["schemas"]["Match"];
        };
        /** @description A line of `GET /api/me/turns/stream`: a notice, or a last line saying why the stream failed */
        TurnStreamLine: components["schemas"]["TurnNotice"] | components["schemas"]["ErrorBody"];
        /** @description My vacations: the yearly allowance, what is left of it, and the vacation running now (docs/vacations.md) */
        VacationStatus: {
            /** @description the allowance: days of vacation a calendar year (UTC) holds */
            daysPerYear: number;
            /** @description the calendar year (UTC) the counts are for: this one */
            year: number;
            /** @description days this year’s vacations use, a running one counted until its `until` */
            daysUsed: number;
            /** @description days still free this year */
            daysLeft: number;
            /** @description the vacation running now; null when there is none */
            current: components["schemas"]["CurrentVacation"] | null;
        };
        /** @description One notice (or ping) sent to one endpoint, and how its attempts went */
        WebhookDelivery: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            endpointId: string;
            /** @description the `webhook-id` header: the same on every attempt and every redelivery */
            messageId: string;
            /** @enum {string} */
            type: "YOUR_TURN" | "MATCH_ENDED" | "INVITED" | "CLAIMABLE" | "TIMED_OUT" | "DEADLINE_SOON" | "PING";
            /** @description the notice’s match; null for a ping */
            matchId: string | null;
            /** @description the match’s seq when the notice was made; null for a ping */
            seq: number | null;
            /**
             * @description pending: being tried; failed: retries ran out, or the endpoint was disabled
             * @enum {string}
             */
            status: "pending" | "delivered" | "failed";
            attempts: number;
            /** @description the HTTP status of the last attempt; null if none answered */
            lastStatus: number | null;
            lastLatencyMs: number | null;
            lastError: string | null;
            lastAttemptAt: string | null;
            /** @description when the next attempt is due; null once delivered or failed */
            nextAttemptAt: string | null;
            /** Format: date-time */
            createdAt: string;
            deliveredAt: string | null;
        };
        /** @description A page of an endpoint’s delivery log, newest first */
        WebhookDeliveryPage: {
            items: components["schemas"]["WebhookDelivery"][];
            /** @description pass as `cursor` for the next page; null on the last */
            next: string | null;
        };
        /** @description A webhook endpoint as its owner sees it: everything but its signing secret, which is shown only when made */
        WebhookEndpoint: {
            /** Format: uuid */
            id: string;
            url: string;
            description: string;
            events: ("YOUR_TURN" | "MATCH_ENDED" | "INVITED" | "CLAIMABLE" | "TIMED_OUT" | "DEADLINE_SOON")[];
            /** Format: date-time */
            createdAt: string;
            enabled: boolean;
            disabledAt: string | null;
            /** @description why it is disabled: by its owner, or every delivery failed for as long as retries last */
            disabledReason: string | null;
            /** @description after a rotation, until when deliveries are signed with the previous secret as well */
            previousSecretExpiresAt: string | null;
        };
        /** @description A page of my webhook endpoints, newest first */
        WebhookEndpointPage: {
            items: components["schemas"]["WebhookEndpoint"][];
            /** @description pass as `cursor` for the next page; null on the last */
            next: string | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: {
                /** @description the `ETag` of an earlier answer (or a list of them, or `*`): 304 if the answer would be the same */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{ status: "ok" }` */
            200: {
                headers: {
                    /** @description a hash of this body, as the caller receives it */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description Not modified: the answer would be the body tagged `If-None-Match` */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: {
                /** @description the `ETag` of an earlier answer (or a list of them, or `*`): 304 if the answer would be the same */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{ status: "ready" }`: the database answers; `{ status: "degraded", reason }`: it does, but the event bus (Redis) does not, and feeds read the database every second */
            200: {
                headers: {
                    /** @description a hash of this body, as the caller receives it */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            /** @description Not modified: the answer would be the body tagged `If-None-Match` */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    handle: string;
                    password: string;
                    displayName?: string;
                    bot?: boolean | null;
                };
            };
        };
        responses: {
            /** @description `{ player, accessToken, expiresAt }`: the new player (own view: `id`, `handle`, `displayName`, `joinedAt`) and a session, as `POST /api/auth/login` answers it */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisterResult"];
                };
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `HANDLE_TAKEN` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a body not sent as `Content-Type: application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    handle: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description a session: `accessToken` (a JWT for `Authorization: Bearer`) and when it expires */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResult"];
                };
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a body not sent as `Content-Type: application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the session is revoked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listAccessTokens: {
        parameters: {
            query?: {
                /** @description the `next` of the previous page */
                cursor?: string;
                /** @description how many items a page holds at most */
                limit?: number;
            };
            header?: {
                /** @description the `ETag` of an earlier answer (or a list of them, or `*`): 304 if the answer would be the same */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description my personal access tokens, newest first, revoked ones included, without their secrets, and the cursor of the next page (null on the last) */
            200: {
                headers: {
                    /** @description a hash of this body, as the caller receives it */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessTokenPage"];
                };
            };
            /** @description Not modified: the answer would be the body tagged `If-None-Match` */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createAccessToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description `expiresAt` is an ISO 8601 date-time, or null for none */
        requestBody: {
            content: {
                "application/json": {
                    description: string;
                    scopes: ("match:read" | "match:play" | "account:read" | "webhooks:manage" | "records:import" | "bot:play")[];
                    expiresAt?: (unknown | string) | null;
                };
            };
        };
        responses: {
            /** @description `{ token, secret }`: the secret (`plr_…`) is shown this once */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedAccessToken"];
                };
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a body not sent as `Content-Type: application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    revokeAccessToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the access token’s id (not its secret) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the token is revoked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPlayer: {
        parameters: {
            query?: never;
            header?: {
                /** @description the `ETag` of an earlier answer (or a list of them, or `*`): 304 if the answer would be the same */
                "If-None-Match"?: string;
            };
            path: {
                /** @description a player’s handle, in any case */
                handle: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description a public profile: handle, display name, when they joined */
            200: {
                headers: {
                    /** @description a hash of this body, as the caller receives it */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Player"];
                };
            };
            /** @description Not modified: the answer would be the body tagged `If-None-Match` */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: {
                /** @description the `ETag` of an earlier answer (or a list of them, or `*`): 304 if the answer would be the same */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description my own profile */
            200: {
                headers: {
                    /** @description a hash of this body, as the caller receives it */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description Not modified: the answer would be the body tagged `If-None-Match` */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    displayName: string;
                };
            };
        };
        responses: {
            /** @description my profile, updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a body not sent as `Content-Type: application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    becomeBot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description my profile, `bot` true */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listGames: {
        parameters: {
            query?: never;
            header?: {
                /** @description the `ETag` of an earlier answer (or a list of them, or `*`): 304 if the answer would be the same */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the games this server hosts, with their options and player counts */
            200: {
                headers: {
                    /** @description a hash of this body, as the caller receives it */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Game"][];
                };
            };
            /** @description Not modified: the answer would be the body tagged `If-None-Match` */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getGame: {
        parameters: {
            query?: never;
            header?: {
                /** @description the `ETag` of an earlier answer (or a list of them, or `*`): 304 if the answer would be the same */
                "If-None-Match"?: string;
            };
            path: {
                /** @description the game’s id (`maw`, `pope-joan`) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one game: its options (names, values, defaults) and player counts */
            200: {
                headers: {
                    /** @description a hash of this body, as the caller receives it */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Game"];
                };
            };
            /** @description Not modified: the answer would be the body tagged `If-None-Match` */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listMyMatches: {
        parameters: {
            query?: {
                /** @description comma-separated: open, active, finished, aborted */
                status?: string;
                /** @description true: only the matches awaiting your decision */
                yourTurn?: boolean;
                /** @description the `next` of the previous page */
                cursor?: string;
                /** @description how many items a page holds at most */
                limit?: number;
            };
            header?: {
                /** @description the `ETag` of an earlier answer (or a list of them, or `*`): 304 if the answer would be the same */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description my matches, newest first: `{ items, next }`: matches as the caller may see them, and the cursor of the next page (null on the last) */
            200: {
                headers: {
                    /** @description a hash of this body, as the caller receives it */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchPage"];
                };
            };
            /** @description Not modified: the answer would be the body tagged `If-None-Match` */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createMatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description game options are validated by the game (see GET /api/games/{id}) */
        requestBody: {
            content: {
                "application/json": {
                    gameId: string;
                    options?: {
                        [key: string]: unknown;
                    };
                    seats?: number;
                    /** @default true */
                    takeSeat?: boolean;
                    /**
                     * @default open
                     * @enum {string}
                     */
                    visibility?: "open" | "private";
                    invite?: string[];
                    /** @default null */
                    daysPerMove?: number | null;
                    /** @default false */
                    rated?: boolean;
                };
            };
        };
        responses: {
            /** @description the match as the caller may see it, the events this request appended (or, for a repeated idempotency key, had appended), and `fresh` */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoveResult"];
                };
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a body not sent as `Content-Type: application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listOpenMatches: {
        parameters: {
            query?: {
                /** @description a game’s id (`maw`, `pope-joan`): only matches of this game */
                gameId?: string;
                /** @description the `next` of the previous page */
                cursor?: string;
                /** @description how many items a page holds at most */
                limit?: number;
            };
            header?: {
                /** @description the `ETag` of an earlier answer (or a list of them, or `*`): 304 if the answer would be the same */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description matches waiting for players that you may join, newest first (open ones, and private ones inviting you; open ones to a caller without a credential): `{ items, next }`: matches as the caller may see them, and the cursor of the next page (null on the last) */
            200: {
                headers: {
                    /** @description a hash of this body, as the caller receives it */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchPage"];
                };
            };
            /** @description Not modified: the answer would be the body tagged `If-None-Match` */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    joinMatchByInviteCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    inviteCode: string;
                };
            };
        };
        responses: {
            /** @description the match as the caller may see it, the events this request appended (or, for a repeated idempotency key, had appended), and `fresh`; the match starts when the last seat is taken */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoveResult"];
                };
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNKNOWN_GAME`, `UNKNOWN_RULES_VERSION`, `UNKNOWN_SHUFFLE_ALGORITHM`, `MATCH_FULL`, `ALREADY_JOINED`, `STALE_SEQ` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a body not sent as `Content-Type: application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_OPEN` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `CORRUPT_LOG` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getMatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description the `ETag` of an earlier answer (or a list of them, or `*`): 304 if the answer would be the same */
                "If-None-Match"?: string;
            };
            path: {
                /** @description the match’s id (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the match as the caller may see it: their seat, view, decision and legal moves; a spectator's to a caller without a credential (an open match only) */
            200: {
                headers: {
                    /** @description a hash of this body, as the caller receives it */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description Not modified: the answer would be the body tagged `If-None-Match` */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNKNOWN_GAME`, `UNKNOWN_RULES_VERSION`, `UNKNOWN_SHUFFLE_ALGORITHM` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `CORRUPT_LOG` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listMatchEvents: {
        parameters: {
            query?: {
                /** @description the first seq wanted: pass the match's `seq` for what comes after what you read; default 0 (the whole log) */
                fromSeq?: number;
                /** @description the `next` of the previous page */
                cursor?: string;
                /** @description how many items a page holds at most */
                limit?: number;
            };
            header?: {
                /** @description the `ETag` of an earlier answer (or a list of them, or `*`): 304 if the answer would be the same */
                "If-None-Match"?: string;
            };
            path: {
                /** @description the match’s id (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{ items, next }`: the events with seq ≥ `fromSeq`, each as the caller may see it, in seq order, and the cursor of the next page (null on the last) */
            200: {
                headers: {
                    /** @description a hash of this body, as the caller receives it */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchEventPage"];
                };
            };
            /** @description Not modified: the answer would be the body tagged `If-None-Match` */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNKNOWN_GAME`, `UNKNOWN_RULES_VERSION`, `UNKNOWN_SHUFFLE_ALGORITHM` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `CORRUPT_LOG` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getMatchAt: {
        parameters: {
            query?: {
                /** @description `seat` (the default): from the seat you held then, if any; `spectator`: as a spectator saw it */
                as?: "seat" | "spectator";
            };
            header?: {
                /** @description the `ETag` of an earlier answer (or a list of them, or `*`): 304 if the answer would be the same */
                "If-None-Match"?: string;
            };
            path: {
                /** @description the match’s id (a UUID) */
                id: string;
                /** @description a log position: the match as it stood after this many events */
                seq: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the match as it stood when its log held `seq` events, as the caller could see it then: their seat's view and legal moves at that point (a spectator's before they sat, without a credential, or with `as=spectator`); the seed only if it had ended by then */
            200: {
                headers: {
                    /** @description a hash of this body, as the caller receives it */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description Not modified: the answer would be the body tagged `If-None-Match` */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_FOUND`, `SEQ_OUT_OF_RANGE` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNKNOWN_GAME`, `UNKNOWN_RULES_VERSION`, `UNKNOWN_SHUFFLE_ALGORITHM` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `CORRUPT_LOG` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getMatchRecord: {
        parameters: {
            query?: never;
            header?: {
                /** @description the `ETag` of an earlier answer (or a list of them, or `*`): 304 if the answer would be the same */
                "If-None-Match"?: string;
            };
            path: {
                /** @description the match’s id (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the match's record, tags and every game or deal, as the caller may see it (a spectator's to a caller without a credential, an open match only); the seed once the match is over */
            200: {
                headers: {
                    /** @description a hash of this body, as the caller receives it */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Not modified: the answer would be the body tagged `If-None-Match` */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNKNOWN_GAME`, `UNKNOWN_RULES_VERSION`, `UNKNOWN_SHUFFLE_ALGORITHM` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `CORRUPT_LOG` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    joinMatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the match’s id (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the match as the caller may see it, the events this request appended (or, for a repeated idempotency key, had appended), and `fresh`; the match starts when the last seat is taken */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoveResult"];
                };
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description `BOTS_NOT_ALLOWED`
             *
             *     `FORBIDDEN`
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNKNOWN_GAME`, `UNKNOWN_RULES_VERSION`, `UNKNOWN_SHUFFLE_ALGORITHM`, `MATCH_FULL`, `ALREADY_JOINED`, `STALE_SEQ` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_OPEN` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `CORRUPT_LOG` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    seatBot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the match’s id (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "random" | "heuristic";
                };
            };
        };
        responses: {
            /** @description the match as the caller may see it, the events this request appended (or, for a repeated idempotency key, had appended), and `fresh`; the match starts when the last seat is taken */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoveResult"];
                };
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description `NOT_CREATOR`
             *
             *     `FORBIDDEN`
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNKNOWN_GAME`, `UNKNOWN_RULES_VERSION`, `UNKNOWN_SHUFFLE_ALGORITHM`, `MATCH_FULL`, `STALE_SEQ` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a body not sent as `Content-Type: application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_OPEN` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `CORRUPT_LOG` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    leaveMatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the match’s id (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the match as the caller may see it, the events this request appended (or, for a repeated idempotency key, had appended), and `fresh` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoveResult"];
                };
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description `NOT_A_PLAYER`
             *
             *     `FORBIDDEN`
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNKNOWN_GAME`, `UNKNOWN_RULES_VERSION`, `UNKNOWN_SHUFFLE_ALGORITHM`, `STALE_SEQ` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_OPEN` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `CORRUPT_LOG` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    startMatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the match’s id (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the match as the caller may see it, the events this request appended (or, for a repeated idempotency key, had appended), and `fresh` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoveResult"];
                };
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description `NOT_CREATOR`
             *
             *     `FORBIDDEN`
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNKNOWN_GAME`, `UNKNOWN_RULES_VERSION`, `UNKNOWN_SHUFFLE_ALGORITHM`, `STALE_SEQ` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_OPEN`, `TOO_FEW_PLAYERS` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `CORRUPT_LOG` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    abortMatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the match’s id (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the match as the caller may see it, the events this request appended (or, for a repeated idempotency key, had appended), and `fresh` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoveResult"];
                };
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description `NOT_A_PLAYER`
             *
             *     `FORBIDDEN`
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNKNOWN_GAME`, `UNKNOWN_RULES_VERSION`, `UNKNOWN_SHUFFLE_ALGORITHM`, `STALE_SEQ` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_ACTIVE`, `TOO_LATE_TO_ABORT` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `CORRUPT_LOG` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    resign: {
        parameters: {
            query?: never;
            header?: {
                /** @description repeating a key returns the first result instead of acting twice */
                "idempotency-key"?: string;
            };
            path: {
                /** @description the match’s id (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the match as the caller may see it, the events this request appended (or, for a repeated idempotency key, had appended), and `fresh` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoveResult"];
                };
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description `NOT_A_PLAYER`
             *
             *     `FORBIDDEN`
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNKNOWN_GAME`, `UNKNOWN_RULES_VERSION`, `UNKNOWN_SHUFFLE_ALGORITHM`, `STALE_SEQ` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_ACTIVE`, `GAME_OVER`, `IDEMPOTENCY_KEY_REUSED` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `CORRUPT_LOG` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    claimTimeout: {
        parameters: {
            query?: never;
            header?: {
                /** @description repeating a key returns the first result instead of acting twice */
                "idempotency-key"?: string;
            };
            path: {
                /** @description the match’s id (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the awaited seats, past the match's `deadline`, time out and resign: the match as the caller may see it, the events this request appended (or, for a repeated idempotency key, had appended), and `fresh` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoveResult"];
                };
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description `NOT_A_PLAYER`
             *
             *     `FORBIDDEN`
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNKNOWN_GAME`, `UNKNOWN_RULES_VERSION`, `UNKNOWN_SHUFFLE_ALGORITHM`, `STALE_SEQ` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_ACTIVE`, `NOT_OVERDUE`, `IDEMPOTENCY_KEY_REUSED` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `CORRUPT_LOG` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    submitMove: {
        parameters: {
            query?: never;
            header?: {
                /** @description repeating a key returns the first result instead of acting twice */
                "idempotency-key"?: string;
            };
            path: {
                /** @description the match’s id (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    expectedSeq: number;
                    move?: string;
                    /** @default null */
                    idempotencyKey?: string | null;
                    type?: string;
                    card?: string;
                };
            };
        };
        responses: {
            /** @description the match as the caller may see it, the events this request appended (or, for a repeated idempotency key, had appended), and `fresh`; forced moves that follow are appended with it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoveResult"];
                };
            };
            /** @description `VALIDATION_FAILED`, `MALFORMED_MOVE` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description `NOT_A_PLAYER`
             *
             *     `FORBIDDEN`
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNKNOWN_GAME`, `UNKNOWN_RULES_VERSION`, `UNKNOWN_SHUFFLE_ALGORITHM`, `STALE_SEQ` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a body not sent as `Content-Type: application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_ACTIVE`, `NOT_YOUR_TURN`, `ILLEGAL_MOVE`, `GAME_OVER`, `IDEMPOTENCY_KEY_REUSED` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `CORRUPT_LOG` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    streamMatchEvents: {
        parameters: {
            query?: {
                /** @description the first seq wanted: pass the match's `seq` for what comes after what you read; default 0 (the whole log) */
                fromSeq?: number;
            };
            header?: never;
            path: {
                /** @description the match’s id (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the log from `fromSeq` on, then each event as it happens, `{ event, match }` as the caller may see them; ends when the match ends. One JSON value a line, each as the schema says; an empty line is a keep-alive */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-ndjson": components["schemas"]["MatchStreamLine"];
                };
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNKNOWN_GAME`, `UNKNOWN_RULES_VERSION`, `UNKNOWN_SHUFFLE_ALGORITHM` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `TOO_MANY_CONNECTIONS` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `CORRUPT_LOG` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    streamMyTurns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{ reason, match }`: first the matches already awaiting the caller and the private matches inviting them, then each as it happens. One JSON value a line, each as the schema says; an empty line is a keep-alive */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-ndjson": components["schemas"]["TurnStreamLine"];
                };
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `TOO_MANY_CONNECTIONS` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    exportMatches: {
        parameters: {
            query?: {
                /** @description only matches of this game */
                gameId?: string;
                /** @description a handle: only matches this player sat in */
                player?: string;
                /** @description a handle: who sat against `player` (needs player) */
                opponent?: string;
                /** @description a handle: who sat on `player`’s side (needs player) */
                partner?: string;
                /** @description `player`’s outcome (needs player) */
                result?: "won" | "lost" | "drawn";
                /** @description `player`’s rank, 1 the best (needs player) */
                rank?: number | null;
                /** @description option values, `name:value` separated by commas or in repeated parameters (needs gameId) */
                options?: string;
                /** @description how many seats the match had */
                seats?: number | null;
                /** @description the time limit on each decision, in days */
                daysPerMove?: number | null;
                /** @description only rated matches every seat of which was rated at least this before it */
                ratingMin?: number | null;
                /** @description only rated matches every seat of which was rated at most this before it */
                ratingMax?: number | null;
                /** @description ended at or after: a date (UTC) or an ISO 8601 date and time */
                endedAfter?: string;
                /** @description ended before: a date (UTC) or an ISO 8601 date and time */
                endedBefore?: string;
                /** @description latest (the default) or oldest first */
                order?: "latest" | "oldest";
                /** @description the `next` of the previous page */
                cursor?: string;
                /**
                 * @deprecated
                 * @description the older name of `endedAfter`, with the same meaning
                 */
                since?: string;
                /**
                 * @deprecated
                 * @description the older name of `endedBefore`, with the same meaning
                 */
                until?: string;
                /** @description `ndjson` (the default): one match a line; `record`: text records, a blank line between two */
                format?: "ndjson" | "record";
                /** @description at most this many matches (and never more than the export budget has left) */
                max?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the finished matches the search holds (open ones, and the private ones the caller may read), in its order, each as the caller saw it (their seat where they sat, a spectator's view elsewhere). NDJSON: one match a line, as `GET /api/matches/{id}` shows it (a last line `{"error":…}` if the export fails part way); records: each match’s text record, a blank line between two, as `npm run record:verify` checks them */
            200: {
                headers: {
                    /** @description when the export stopped (at `max`, or the budget) before the search’s last match: `<…>; rel="next"`, this request with the `cursor` where it stopped */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/x-ndjson": components["schemas"]["Match"];
                    "text/plain": string;
                };
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listArchive: {
        parameters: {
            query?: {
                /** @description only matches of this game */
                gameId?: string;
                /** @description a handle: only matches this player sat in */
                player?: string;
                /** @description a handle: who sat against `player` (needs player) */
                opponent?: string;
                /** @description a handle: who sat on `player`’s side (needs player) */
                partner?: string;
                /** @description `player`’s outcome (needs player) */
                result?: "won" | "lost" | "drawn";
                /** @description `player`’s rank, 1 the best (needs player) */
                rank?: number | null;
                /** @description option values, `name:value` separated by commas or in repeated parameters (needs gameId) */
                options?: string;
                /** @description how many seats the match had */
                seats?: number | null;
                /** @description the time limit on each decision, in days */
                daysPerMove?: number | null;
                /** @description only rated matches every seat of which was rated at least this before it */
                ratingMin?: number | null;
                /** @description only rated matches every seat of which was rated at most this before it */
                ratingMax?: number | null;
                /** @description ended at or after: a date (UTC) or an ISO 8601 date and time */
                endedAfter?: string;
                /** @description ended before: a date (UTC) or an ISO 8601 date and time */
                endedBefore?: string;
                /** @description latest (the default) or oldest first */
                order?: "latest" | "oldest";
                /** @description the `next` of the previous page */
                cursor?: string;
                /** @description how many items a page holds at most: 1 to 100, default 20 */
                limit?: number;
            };
            header?: {
                /** @description the `ETag` of an earlier answer (or a list of them, or `*`): 304 if the answer would be the same */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the finished matches the search holds, in its order, each with its seed revealed and the spectator’s final view: `{ items, next, total }` */
            200: {
                headers: {
                    /** @description a hash of this body, as the caller receives it */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArchivePage"];
                };
            };
            /** @description Not modified: the answer would be the body tagged `If-None-Match` */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    playerStats: {
        parameters: {
            query?: {
                /** @description a game’s id (`maw`, `pope-joan`): only matches of this game */
                gameId?: string;
            };
            header?: {
                /** @description the `ETag` of an earlier answer (or a list of them, or `*`): 304 if the answer would be the same */
                "If-None-Match"?: string;
            };
            path: {
                /** @description a player’s handle, in any case */
                handle: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description counted from the archived matches you may read */
            200: {
                headers: {
                    /** @description a hash of this body, as the caller receives it */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerStats"];
                };
            };
            /** @description Not modified: the answer would be the body tagged `If-None-Match` */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    headToHead: {
        parameters: {
            query?: {
                /** @description a game’s id (`maw`, `pope-joan`): only matches of this game */
                gameId?: string;
            };
            header?: {
                /** @description the `ETag` of an earlier answer (or a list of them, or `*`): 304 if the answer would be the same */
                "If-None-Match"?: string;
            };
            path: {
                /** @description a player’s handle, in any case */
                handle: string;
                /** @description the opponent’s handle, in any case: another player than `handle` */
                opponent: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description counted from the archived matches you may read where they sat on opposite sides */
            200: {
                headers: {
                    /** @description a hash of this body, as the caller receives it */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeadToHead"];
                };
            };
            /** @description Not modified: the answer would be the body tagged `If-None-Match` */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    importRecord: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description one record, as GET /api/matches/{id}/record serves it, of a finished match: verified as `npm run record:verify` verifies it */
        requestBody: {
            content: {
                "text/plain": string;
            };
        };
        responses: {
            /** @description the record was here already: the match it was imported as, or the one played here, with the same moves */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordImport"];
                };
            };
            /** @description the match the record was imported as, as the caller may see it */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordImport"];
                };
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RECORD_CONFLICT` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a body not sent as `Content-Type: text/plain` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RECORD_INVALID`, `RECORD_UNFINISHED`, `RECORD_NOT_SINGLE` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: {
                /** @description the `next` of the previous page */
                cursor?: string;
                /** @description how many items a page holds at most */
                limit?: number;
            };
            header?: {
                /** @description the `ETag` of an earlier answer (or a list of them, or `*`): 304 if the answer would be the same */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description my endpoints, newest first, and the cursor of the next page */
            200: {
                headers: {
                    /** @description a hash of this body, as the caller receives it */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointPage"];
                };
            };
            /** @description Not modified: the answer would be the body tagged `If-None-Match` */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description `url`: https, resolving to a public address (http and private addresses only where WEBHOOK_ALLOW_PRIVATE is set); `events`: the notices to send, all when absent */
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    /** @description the notices to send; all of them when absent */
                    events?: ("YOUR_TURN" | "MATCH_ENDED" | "INVITED" | "CLAIMABLE" | "TIMED_OUT" | "DEADLINE_SOON")[];
                    /** @default  */
                    description?: string;
                };
            };
        };
        responses: {
            /** @description `{ endpoint, secret }`: the signing secret is shown this once */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhookEndpoint"];
                };
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a body not sent as `Content-Type: application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `WEBHOOK_URL_REFUSED`, `TOO_MANY_ENDPOINTS` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description the `ETag` of an earlier answer (or a list of them, or `*`): 304 if the answer would be the same */
                "If-None-Match"?: string;
            };
            path: {
                /** @description the webhook endpoint’s id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the endpoint */
            200: {
                headers: {
                    /** @description a hash of this body, as the caller receives it */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Not modified: the answer would be the body tagged `If-None-Match` */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the webhook endpoint’s id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description deleted; nothing more is sent to it */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the webhook endpoint’s id */
                id: string;
            };
            cookie?: never;
        };
        /** @description only the fields given change */
        requestBody: {
            content: {
                "application/json": {
                    url?: string;
                    events?: ("YOUR_TURN" | "MATCH_ENDED" | "INVITED" | "CLAIMABLE" | "TIMED_OUT" | "DEADLINE_SOON")[];
                    description?: string;
                    /** @description false disables the endpoint; true enables it again (after Parlour disabled it, too) */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description the endpoint as it now is */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a body not sent as `Content-Type: application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `WEBHOOK_URL_REFUSED` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the webhook endpoint’s id */
                id: string;
            };
            cookie?: never;
        };
        /** @description deliveries carry a signature by the previous secret as well for `graceHours` */
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description 0 to 168 (a week); 24 when absent
                     * @default 24
                     */
                    graceHours?: number;
                };
            };
        };
        responses: {
            /** @description `{ endpoint, secret }`: the new secret is shown this once */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhookEndpoint"];
                };
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a body not sent as `Content-Type: application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    pingWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the webhook endpoint’s id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the PING’s delivery, tried once at once: read it again for the outcome */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `ENDPOINT_DISABLED` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description the `next` of the previous page */
                cursor?: string;
                /** @description how many items a page holds at most */
                limit?: number;
            };
            header?: {
                /** @description the `ETag` of an earlier answer (or a list of them, or `*`): 304 if the answer would be the same */
                "If-None-Match"?: string;
            };
            path: {
                /** @description the webhook endpoint’s id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description its deliveries, newest first, and the cursor of the next page */
            200: {
                headers: {
                    /** @description a hash of this body, as the caller receives it */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryPage"];
                };
            };
            /** @description Not modified: the answer would be the body tagged `If-None-Match` */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    redeliverWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the webhook endpoint’s id */
                id: string;
                /** @description the delivery’s id, as the endpoint’s delivery log lists it */
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the new delivery: the same notice and `webhook-id`, retried as any other */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `ENDPOINT_DISABLED` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getEmailSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description the `ETag` of an earlier answer (or a list of them, or `*`): 304 if the answer would be the same */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description my address, whether it is verified, and how and when I am emailed */
            200: {
                headers: {
                    /** @description a hash of this body, as the caller receives it */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailSettings"];
                };
            };
            /** @description Not modified: the answer would be the body tagged `If-None-Match` */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateEmailSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description only the fields given change; `quietHours: null` removes them */
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description immediate: a message per notice; digest: one a day, at digestHour; never: none
                     * @enum {string}
                     */
                    mode?: "immediate" | "digest" | "never";
                    /** @description the local hour of the daily digest */
                    digestHour?: number;
                    /** @description an IANA time zone (America/New_York, Europe/Paris, UTC): digestHour and quietHours are read in it */
                    timeZone?: string;
                    /** @description local hours [start, end) during which immediate alerts are held, across midnight when start > end; null for none */
                    quietHours?: {
                        start: number;
                        end: number;
                    } | null;
                };
            };
        };
        responses: {
            /** @description my email settings, changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailSettings"];
                };
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a body not sent as `Content-Type: application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    setEmailAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the address to send alerts to, unverified until the link sent to it is followed; null removes it */
                    address: string | null;
                };
            };
        };
        responses: {
            /** @description my email settings: the address unverified until its link is followed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailSettings"];
                };
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `EMAIL_DISABLED` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a body not sent as `Content-Type: application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    resendEmailVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description my email settings (nothing is sent once the address is verified) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailSettings"];
                };
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `EMAIL_DISABLED` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    verifyEmail: {
        parameters: {
            query: {
                /** @description the token of the link, as the email gave it */
                token: unknown;
            };
            header?: {
                /** @description the `ETag` of an earlier answer (or a list of them, or `*`): 304 if the answer would be the same */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the address is verified; a small page instead when the request accepts text/html (a browser following the link) */
            200: {
                headers: {
                    /** @description a hash of this body, as the caller receives it */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailVerified"];
                    "text/html": string;
                };
            };
            /** @description Not modified: the answer would be the body tagged `If-None-Match` */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getEmailUnsubscribe: {
        parameters: {
            query: {
                /** @description the token of the link, as the email gave it */
                token: unknown;
            };
            header?: {
                /** @description the `ETag` of an earlier answer (or a list of them, or `*`): 304 if the answer would be the same */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description what posting to this link does; the page has the button that posts; a small page instead when the request accepts text/html (a browser following the link) */
            200: {
                headers: {
                    /** @description a hash of this body, as the caller receives it */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailUnsubscribe"];
                    "text/html": string;
                };
            };
            /** @description Not modified: the answer would be the body tagged `If-None-Match` */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    unsubscribeEmail: {
        parameters: {
            query: {
                /** @description the token of the link, as the email gave it */
                token: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the player gets no more turn alerts (mode never); a small page instead when the request accepts text/html (a browser following the link) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailUnsubscribe"];
                    "text/html": string;
                };
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getVacation: {
        parameters: {
            query?: never;
            header?: {
                /** @description the `ETag` of an earlier answer (or a list of them, or `*`): 304 if the answer would be the same */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the allowance, the days used and left this year, the vacation running */
            200: {
                headers: {
                    /** @description a hash of this body, as the caller receives it */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VacationStatus"];
                };
            };
            /** @description Not modified: the answer would be the body tagged `If-None-Match` */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    startVacation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description `until` (an ISO 8601 date-time) or `days` (whole days from now): exactly one */
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    until?: string;
                    days?: number;
                };
            };
        };
        responses: {
            /** @description the vacation started, recorded in every active match I sit in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VacationStatus"];
                };
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a body not sent as `Content-Type: application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `ALREADY_ON_VACATION`, `VACATION_ALLOWANCE_EXCEEDED` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    endVacation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the vacation ended, recorded in every active match I sit in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VacationStatus"];
                };
            };
            /** @description `UNAUTHENTICATED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_ON_VACATION` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPlayerRatings: {
        parameters: {
            query?: never;
            header?: {
                /** @description the `ETag` of an earlier answer (or a list of them, or `*`): 304 if the answer would be the same */
                "If-None-Match"?: string;
            };
            path: {
                /** @description a player’s handle, in any case */
                handle: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the player’s ratings by pool; none before their first rated match */
            200: {
                headers: {
                    /** @description a hash of this body, as the caller receives it */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerRatings"];
                };
            };
            /** @description Not modified: the answer would be the body tagged `If-None-Match` */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getRatingHistory: {
        parameters: {
            query?: {
                /** @description the `next` of the previous page */
                cursor?: string;
                /** @description how many items a page holds at most */
                limit?: number;
            };
            header?: {
                /** @description the `ETag` of an earlier answer (or a list of them, or `*`): 304 if the answer would be the same */
                "If-None-Match"?: string;
            };
            path: {
                /** @description a player’s handle, in any case */
                handle: string;
                /** @description a game and kind of table: `maw`, `maw-partnerships`, `pope-joan` */
                pool: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{ items, next }`: the rated matches, newest first */
            200: {
                headers: {
                    /** @description a hash of this body, as the caller receives it */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatingHistoryPage"];
                };
            };
            /** @description Not modified: the answer would be the body tagged `If-None-Match` */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getLeaderboard: {
        parameters: {
            query?: {
                /** @description the fewest rated matches a player needs in the pool (10, when a rating stops being provisional) */
                minGames?: number;
                /** @description only players whose last rated match in the pool ended within this many days */
                activeDays?: number;
                /** @description the `next` of the previous page */
                cursor?: string;
                /** @description how many items a page holds at most */
                limit?: number;
            };
            header?: {
                /** @description the `ETag` of an earlier answer (or a list of them, or `*`): 304 if the answer would be the same */
                "If-None-Match"?: string;
            };
            path: {
                /** @description a game and kind of table: `maw`, `maw-partnerships`, `pope-joan` */
                pool: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{ items, next }`: players, best first */
            200: {
                headers: {
                    /** @description a hash of this body, as the caller receives it */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeaderboardPage"];
                };
            };
            /** @description Not modified: the answer would be the body tagged `If-None-Match` */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `INTERNAL` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}
