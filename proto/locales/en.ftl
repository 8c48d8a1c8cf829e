### Poch Engine: the sentences of events and actions, and the table's words, in English.
###
### One catalogue a language (en, de, nl, nb, fi), all five with exactly the same message ids and
### attributes (a test holds them to it). Only Fluent's own syntax is used: selectors, message
### references and the built-in NUMBER, so that @fluent/bundle in a browser formats these files
### as fluent-bundle does in Rust. Format with Unicode isolation off (`useIsolating: false`).
###
### The ids: `event-<type>` for each event kind (the event's `type` on the wire: deal_started …
### match_ended); `action-<kind>` for each action (pass, bet, call, raise, fold, lead, deal),
### with its button label as `.label`; `rejection-<code>` for each rejection code; `phase-<name>`,
### `field-<name>` (with `.title`), `status-<status>`, `direction-<direction>`, `outcome-<outcome>`
### as the wire writes them; `label-…` for the table's words; `play-…` for the `poch play` screen;
### `page-…` for the web table at /play (client/typescript/play/messages.ts lists what it uses);
### and the helpers that the sentences use (`card`, `group`, `layer-won` …).
###
### Arguments, by name:
###   $seat, $dealer, $forehand, $leader, $winner, $next: a player's id. Each comes with a flag
###     of the same name and `-you` ($seat-you, $dealer-you …): "yes" when that seat is the
###     reader, so that the sentence says "you" with its verb agreeing, else "no".
###   $deal, $deals, $layer, $place: a number.
###   $chips, $amount, $put, $share, $paid, $forgiven, $poch, $ante: a number of chips.
###   $count: a number of players or of cards, as the message says.
###   $card: one card, formatted with the `card` message; $cards: cards so formatted, joined by
###     single spaces.
###   $rank: a rank as a number: 2 … 10, 11 (J), 12 (Q), 13 (K), 14 (A); $suit: C, S, H or D;
###   $deck: french32, french52 or bavarian36 (the Bavarian names of RULES 3.3). The card, rank,
###     suit and group messages take all three.
###   $field: A, K, Q, J, T, MAR, SEQ, POCH or MID.
###   $size: the cards of a group shown: 0 (no group), 2, 3 or 4.
###   $out, $allin, $led, $lead: "yes" or "no".
###   $direction: up or down, or none (a lead that chooses no direction).
###   $stop: top, bottom, upcard, dead, talon, played or out (why a chain stopped).
###   $outcome: all_passed, uncontested or showdown.
###   $reason: max_deals, ante_shortfall or both (why the match ended).
###   $input, $why, $choices: text.
###   $min, $max: a number of chips (the web table's bounds of a bet or a raise).
###   $status, $card-name: text (a status's word; a card's name, as `page-card-name` writes it).
###   $high, $from, $to: a number of chips (the high stake, and what a raise makes of it).
###   $fields: field names, joined; $why: text (why a deal did not verify).
###   $commitment, $seed: 64 hex digits (a deal's commitment, its revealed seed).

## Cards. RULES 0.3 and 3.3: ranks and suits, French or Bavarian.

card = { rank-index }{ suit-symbol }
rank-index =
    { $deck ->
        [bavarian36]
            { $rank ->
                [11] U
                [12] O
                [13] K
                [14] A
               *[other] { $rank }
            }
       *[other]
            { $rank ->
                [11] J
                [12] Q
                [13] K
                [14] A
               *[other] { $rank }
            }
    }
suit-symbol =
    { $suit ->
        [C] ♣
        [S] ♠
        [H] ♥
       *[D] ♦
    }
rank-name =
    { $rank ->
        [14] { $deck ->
                [bavarian36] Daus
               *[other] ace
            }
        [13] king
        [12] { $deck ->
                [bavarian36] Ober
               *[other] queen
            }
        [11] { $deck ->
                [bavarian36] Unter
               *[other] jack
            }
        [10] ten
        [9] nine
        [8] eight
        [7] seven
        [6] six
        [5] five
        [4] four
        [3] three
       *[2] two
    }
suit-name =
    { $deck ->
        [bavarian36]
            { $suit ->
                [C] acorns
                [S] leaves
                [H] hearts
               *[D] bells
            }
       *[other]
            { $suit ->
                [C] clubs
                [S] spades
                [H] hearts
               *[D] diamonds
            }
    }
# The form of a rank after "three", "four" and "a pair of".
rank-counted =
    { $rank ->
        [14] { $deck ->
                [bavarian36] Dauses
               *[other] aces
            }
        [13] kings
        [12] { $deck ->
                [bavarian36] Obers
               *[other] queens
            }
        [11] { $deck ->
                [bavarian36] Unters
               *[other] jacks
            }
        [10] tens
        [9] nines
        [8] eights
        [7] sevens
        [6] sixes
        [5] fives
        [4] fours
        [3] threes
       *[2] twos
    }
group-pair = a pair of { rank-counted }
# RULES 8.1: a group of 2, 3 or 4 cards of one rank.
group =
    { $size ->
        [2] { group-pair }
        [3] three { rank-counted }
       *[4] four { rank-counted }
    }

## The table's words.

phase-claims = Claims
phase-pochen = Pochen
phase-discard = Discard
phase-between_deals = Between deals
phase-match_over = Match over

field-A = A
    .title = the pay-suit ace takes it
field-K = K
    .title = the pay-suit king takes it
field-Q = Q
    .title = the pay-suit queen takes it
field-J = J
    .title = the pay-suit jack takes it
field-T = T
    .title = the pay-suit ten takes it
field-MAR = MAR
    .title = marriage: the pay-suit king and queen in one hand take it
field-SEQ = SEQ
    .title = sequence: the pay-suit 7, 8 and 9 in one hand take it
field-POCH = POCH
    .title = the Pochen pot: the best group takes it
field-MID = MID
    .title = the middle pot (Pinke): the first to go out takes it

status-IN = in
status-FOLDED = folded
status-ALL_IN = all in
status-OUT = out

direction-up = up
direction-down = down

outcome-all_passed = all passed
outcome-uncontested = uncontested
outcome-showdown = showdown

label-you = you
label-board = Board
label-stacks = Stacks
label-deal = Deal { $deal }
label-dealer = Dealer
label-forehand = Forehand
label-upcard = Upcard
label-pay-suit = Pay suit
label-your-hand = Your hand
label-best-group = Your best group
label-high-stake = High stake
label-contributions = Contributions
label-cards-held = Cards held
label-direction = Direction
label-talon = Talon
label-dead = Dead cards
label-history = History
label-standings = Standings
label-players = Players
label-bots = Bots
label-preset = Preset
label-language = Language

## The web table (/play): its headings, its setup form and its controls. A `$seat` is a
## player's id (with `$seat-you`), but in `page-seat` the seat's number counted from 1.

page-language-name = English
page-title = Poch: the table
page-setup-title = A new match
page-your-name = Your name
page-your-seat = Your seat
page-seat = Seat { $seat }
page-bot-random = Random bot
page-bot-heuristic = Heuristic bot
page-bot-search = Search bot
page-bot-timeout = Time-out bot
page-bot-infoset = Search bot that reads the others' bets
page-max-deals = Deals (empty: until the match ends by itself)
page-seed = Seed (64 hex digits; empty: the server draws one)
page-start = Start the match
page-dealing = Dealing …
page-table-title = The table
page-deal-title = The deal
page-seats-title = The seats
page-col-seat = Player
page-col-stack = Stack
page-col-in-play = In play
page-chain-title = The discard chain
page-controls-title = Your move
page-waiting = The others are playing.
page-chips =
    { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }
page-call = { action-call.label }: put in { page-chips }
page-lead-card = Lead a card
page-lead-the = { $card }: lead the { $card-name }
page-card-name = { rank-name } of { suit-name }
page-to-act =
    { $seat-you ->
        [yes] your turn
       *[no] { $seat } to act
    }
page-in-play = { $status }, { page-chips } in
page-standings-after =
    { $deals ->
        [one] Standings after { $deals } deal
       *[other] Standings after { $deals } deals
    }
page-again = A new match
# The pace at which the others' moves are shown, one at a time.
page-pace = Pace of the others' moves
page-pace-slow = Slow
page-pace-normal = Normal
page-pace-fast = Fast
page-pace-fastest = Fastest
page-skip = Skip to the next summary
page-continue = Continue
# The moments: the table stops on each for a summary.
page-moment-claims = The claims
page-moment-pochen = The end of the Pochen
page-moment-settlement = The settlement
page-moment-match = The end of the match
page-no-claims = Nobody claimed a field: each keeps its chips for the next deal.
page-payments = Who paid what
page-col-cards-left = Cards left
page-col-paid = Paid
page-col-receives = Receives
# Fair deals: the commitment comes before the cards, the seed after the deal.
page-commitment = Commitment
page-deal-seed = Deal seed
page-seed-later = The deal seed is revealed when the deal is over; then anyone can check that it is the commitment's and that it deals these cards.
page-verify = Verify this deal
page-verifying = Checking the deal …
page-verified = Verified: the seed is the commitment's (SHA-256), and it deals your hand and the upcard as they were dealt.
page-not-verified = Not verified: { $why }.
page-verify-commitment = the seed's SHA-256 is not the commitment
page-verify-hand = the seed deals you other cards than you were dealt
page-verify-upcard = the seed turns up another upcard
# How to play, in short.
page-howto-title = How to play
page-howto-deal = Every deal, each player first puts 1 chip on each field of the board (the ante). The cards are dealt, and the last one is turned face up: the upcard. Its suit is the pay suit.
page-howto-claims = 1. Claims: whoever holds the ace, king, queen, jack or ten of the pay suit takes the chips of that field; the king and queen together also take MAR (marriage), and 7, 8 and 9 take SEQ (sequence). A field nobody claims keeps its chips for the next deal.
page-howto-pochen = 2. Pochen: a round of bets on the best group (a pair, three or four of a kind). Forehand, the player after the dealer, speaks first. In most presets only a player with at least a pair may bet. You may pass, bet, call, raise or fold; the best group takes the bets and POCH, and between two equal pairs the one with the pay-suit card wins.
page-howto-discard = 3. Discard: the leader plays a card, and whoever holds the next card of the same suit must play it, and so on until the chain stops; the last player leads again. The first to play his last card takes MID (the middle pot) and a chip from every other player for each card left in that player's hand.
page-howto-end = The match ends when a player cannot pay the ante, or after the deals set at the start. The most chips wins.
page-howto-bets = Amounts: a bet names the chips you put in; a raise names the chips you add above the high stake (the highest bet so far); a call puts in what you need to match it.
page-howto-table = This table plays with these fields: { $fields }. Its preset may change some rules: the preset's description says how.
page-rules-link = The full specification (in English)
page-terms = What the words mean
page-explain-dealer = deals the cards; the deal passes to the next player after every deal.
page-explain-forehand = the player after the dealer: speaks first in the Pochen and leads the discard when nobody won the Pochen.
page-explain-upcard = the last card of the deal, turned face up; it belongs to nobody, and its suit is the pay suit.
page-explain-pay-suit = the suit of the upcard: its ace, king, queen, jack and ten claim the fields of the board.
page-explain-commitment = the SHA-256 digest of this deal's seed, shown before the cards: the seed, revealed after the deal, must match it, so the cards were fixed before anyone saw them.
page-explain-stack = the chips a player holds, not counting those on the board.
page-explain-cards-held = how many cards each player holds now.
page-explain-in-play = in the Pochen: whether the player is still in, has folded, is all in or out, and the chips put in.
page-explain-chain = the cards of the current chain: each card is followed by the next higher card of its suit, played by whoever holds it, until nobody can.
page-explain-pochen = the round of bets on the best group; the high stake is the largest total any player has put in.
page-explain-high-stake = the largest total a player has put in this Pochen: a call matches it, a raise goes above it.
page-bet-legend = Bet: put in { $min } to { $max } chips
page-bet-amount = Chips to put in
page-raise-legend = Raise by { $min } to { $max } chips above the high stake of { $high }: the high stake becomes { $from } to { $to }
page-raise-amount = Raise by (chips)
# The table drawn as a table, the setup from the service's answers, the past deals, the record.
page-guide-link = The rules for players
page-leave = Leave the table
page-leave-confirm = Leave this table? The match is over for you, and this tab forgets it.
page-restored = Your table is back as you left it (this tab kept it).
page-not-restored = The table this tab kept cannot be resumed:
page-starting-chips = Chips each player starts with (at least { $ante }, the first ante)
page-checking-preset = Asking the service which tables this preset allows …
page-cards-held =
    { $count ->
        [0] no cards
        [one] { $count } card held
       *[other] { $count } cards held
    }
page-away = away
page-clock = Clock
page-this-deal = This deal: { $chips }
page-next-deal =
    { $seat-you ->
        [yes] deal { $deal } is next, and you deal
       *[no] deal { $deal } is next: { $seat } deals
    }
page-hand-between = The cards of the next deal are dealt when it begins; what each player held is under “Past deals”.
page-hand-over = The match is over; what each player held is under “Past deals”.
page-pot = Pot: { $pot } (POCH { $poch } and { $bets } bet)
page-quick-legend = Quick amounts
page-quick-least = Least: { $chips }
page-quick-half = Half the pot: { $chips }
page-quick-pot = The pot: { $chips }
page-quick-all-in = All in: { $chips }
page-quick-most = The most: { $chips }
page-fields-explained = What the seats and the fields show
page-past-title = Past deals
page-past-none = No deal is over yet.
page-deal-result = Deal { $deal }: every hand, and what the deal did to each player
page-col-hand = Hand dealt
page-col-ante = Ante
page-col-claims = Claims
page-col-discard = Discard
page-col-deal = This deal
page-hands-later = read from the revealed seed …
page-graph-title = Chips over the match
page-graph-start = Start
page-graph-numbers = The numbers
page-download = Download the match record
page-download-hint = One line of JSON in the project's match record format: `poch replay --server URL FILE` plays it again through a service.
page-download-later = The server drew this match's seed, so its record names each deal's deck instead: it can be downloaded once the match is over and every deal's seed is revealed.
page-fair-server-drew = At this practice table the server drew the match's seed, and it plays every other seat. The check shows that each deal's cards were fixed before it began and that its seed deals them; it cannot show that the server did not pick the seed. At a table of people each player adds a seed of their own, so that nobody picks the cards.
page-fair-you-chose = You chose this match's seed, and so its cards: the check shows that each deal is the one your seed deals.
page-error-other = The service refused: { $code }.
page-error-unreachable = The service cannot be reached; check the connection and try again.
page-error-player_count = This preset's deck does not seat that many players.
page-error-dreier_needs_three_players = This preset is for exactly three players.
page-error-five_talon_too_few_cards = With five cards each, the deck has too few cards for that many players.
page-error-show_pair_needs_pair_required = These rules make an uncontested winner show a pair; then only players with a pair may bet.
page-error-starting_chips_below_ante = Each player must start with at least the first ante.
page-error-invalid_players = The players' names must differ, each 1 to 64 characters without control characters.
page-error-unknown_preset = The service does not know this preset.
page-error-caller_seed_forbidden = This service draws every seed itself: leave the seed empty.
page-error-invalid_argument = A field of the form cannot be read; check the seed (64 hex digits) and the numbers.
page-error-state_tampered = The table was sealed by another server, or by this one before a restart.
page-error-overloaded = The service is busy; try again in a moment.
page-error-timeout = The service took too long to answer; try again.
# A table of people, on a table server (poch-tables).
page-fair-people = Every person at this table added a seed of their own to the server's (first its hash, then the seed), so nobody, neither the server nor any player, chose the cards.
page-people-title = A table of people
page-people-intro = Make a table, send each person the link of their seat, and play together; the bots play the seats you give them.
page-people-seats = Who sits where
page-people-count = Seats at the table
page-people-person = A person
page-people-name = Your name at the table
page-people-your-seed = Your seed for the cards (any text up to 64 characters; empty: this browser draws one)
page-people-move-s = Seconds for each move
page-people-bank-s = Seconds of time bank for the whole match
page-people-open = Anyone may take a free seat (the table is listed)
page-people-create = Make the table and sit down
page-people-open-tables = Tables with a free seat
page-people-no-open = No table has a seat free for anyone.
page-people-watch = Watch this table
page-people-take-free = Take seat { $seat }
page-people-join-title = A seat at a table
page-people-join = You are invited to seat { $seat }.
page-people-sit = Sit down
page-people-lobby-title = The seats and the seeds
page-people-stage-seating = Waiting for everyone to sit down.
page-people-stage-committing = The server has committed to its seed; each person's seed is committed first by its hash.
page-people-stage-revealing = Every hash is in; the seeds are shown.
page-people-stage-playing = The match is on.
page-people-stage-finished = The match is over.
page-people-stage-abandoned = The table was given up.
page-people-seat-free = free
page-people-seed-hash-given = seed committed
page-people-seed-shown = seed shown: { $seed }
page-people-invitations = Invitations: send each person the link of their seat
page-people-copy = Copy the link
page-people-copied = Copied
page-people-commitment = The server's commitment (the SHA-256 of its secret seed), shown before anyone gave a seed
page-people-my-seed = Your seed: { $seed } (its SHA-256: { $hash })
page-people-server-seed = The server's seed, shown now that the match is over
page-people-fair = The cards of every deal come from the server's seed and every person's seed together. Each deal's seed is shown at its end, the server's at the match's end; then every deal can be checked.
page-people-you-are-seat = You sit at seat { $seat } as { $name }.
page-people-watching = You are watching: you see what every player may see, and no one's hand.
page-people-away = You are away: a bot moves for your seat until you come back.
page-people-back = Come back to your seat
page-people-leave-confirm = Leave this table? During the match a bot plays your seat until you come back.
page-people-connecting = Connecting to the table …
page-people-reconnecting = The connection is lost; connecting again …
page-people-clock-turn = { $time } left
page-people-clock-bank = bank { $time }
page-people-check = Check this deal
page-people-check-seed-ok = This browser computed the SHA-256 of the deal's seed: it is the commitment shown before the cards were dealt. So this deal's cards were fixed before anyone acted.
page-people-check-seed-bad = This browser computed the SHA-256 of the deal's seed, and it is NOT the commitment shown before the deal. Keep the match record and report the table.
page-people-check-chain-ok = The whole chain holds: this deal's seed comes from the server's seed, committed before anyone gave a seed, and from every person's seed, yours included. So nobody, neither the server nor any player, chose these cards.
page-people-check-chain-bad = The whole chain does NOT hold for this deal: keep the match record and report the table.
page-people-check-chain-later = Not shown yet: that this seed comes from the server's seed and every person's seed together. That is checked when the match is over and the server shows its seed.
page-people-check-limits = What no check shows: that nobody saw your screen, or that players did not tell each other their cards away from the table. To check the deal without this page:
page-error-table_not_found = There is no such table (or it is gone).
page-error-seat_not_found = The table has no such seat.
page-error-credential_required = This needs your seat's credential; take the seat with its invitation first.
page-error-credential_invalid = The seat kept in this browser is not a seat of this table.
page-error-invitation_invalid = This invitation is not this seat's (or it was used).
page-error-seat_taken = Someone already sits there.
page-error-name_taken = Another person at the table has this name.
page-error-wrong_stage = The table is not at that stage.
page-error-conflict = The table moved on meanwhile; nothing was applied. Try again.
page-error-seed_mismatch = The seed does not match the hash given before.
page-error-too_many_tables = You hold as many open tables as one may.
page-error-too_many_connections = Too many connections from this address.
page-error-rate_limited = Too many messages at once; slow down.
page-error-engine_unavailable = The table server cannot reach the engine; nothing was applied.

## Actions: what a seat does (RULES 12.4), and the label of its button.

action-pass =
    { $seat-you ->
        [yes] You pass.
       *[no] { $seat } passes.
    }
    .label = Pass
action-bet =
    { $seat-you ->
        [yes] You bet
       *[no] { $seat } bets
    } { $amount ->
        [one] { $amount } chip.
       *[other] { $amount } chips.
    }
    .label = Bet
action-call =
    { $seat-you ->
        [yes] You call.
       *[no] { $seat } calls.
    }
    .label = Call
action-raise =
    { $seat-you ->
        [yes] You raise
       *[no] { $seat } raises
    } by { $amount ->
        [one] { $amount } chip.
       *[other] { $amount } chips.
    }
    .label = Raise
action-fold =
    { $seat-you ->
        [yes] You fold.
       *[no] { $seat } folds.
    }
    .label = Fold
action-lead =
    { $seat-you ->
        [yes] You lead
       *[no] { $seat } leads
    } { $card }{ $direction ->
        [up] , and the chains run up this deal.
        [down] , and the chains run down this deal.
       *[none] .
    }
    .label = Lead
action-deal =
    { $seat-you ->
        [yes] You deal the next deal.
       *[no] { $seat } deals the next deal.
    }
    .label = Deal
action-timeout =
    { $seat-you ->
        [yes] Your time runs out.
       *[no] { $seat }'s time runs out.
    }
    .label = Time out

## Events, in the order a deal makes them.

event-deal_started =
    Deal { $deal }: { $dealer-you ->
        [yes] you deal
       *[no] { $dealer } deals
    } and { $forehand-you ->
        [yes] you are
       *[no] { $forehand } is
    } forehand.
event-ante_paid =
    Each player pays an ante of { $chips ->
        [one] { $chips } chip.
       *[other] { $chips } chips.
    }
event-hand_dealt =
    { $seat-you ->
        [yes] You are dealt
       *[no] { $seat } is dealt
    } { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }: { $cards }.
event-upcard_turned = The upcard is { $card }: the pay suit is { suit-name }.
upcard-held =
    { $seat-you ->
        [yes] It is your own last card, and you keep it in your hand.
       *[no] It is { $seat }'s own last card, and it stays in that hand.
    }
dead-cards =
    { $count ->
        [one] { $count } dead card lies face up
       *[other] { $count } dead cards lie face up
    }: { $cards }.
talon-cards =
    { $count ->
        [one] { $count } card stays face down in the talon.
       *[other] { $count } cards stay face down in the talon.
    }
event-field_claimed =
    { $seat-you ->
        [yes] You take
       *[no] { $seat } takes
    } { $field } with { $cards }: { $chips ->
        [one] { $chips } chip.
       *[other] { $chips } chips.
    }
event-pochen_started =
    The Pochen begins with { $count } players; POCH holds { $poch ->
        [one] { $poch } chip.
       *[other] { $poch } chips.
    }
event-pochen_skipped = The Pochen is skipped: fewer than two players have chips, so it counts as all passed.
event-passed =
    { $seat-you ->
        [yes] You pass
       *[no] { $seat } passes
    }{ $out ->
        [yes] { " " }and { $seat-you ->
            [yes] are
           *[no] is
        } out of the Pochen.
       *[no] .
    }
event-bet_placed =
    { $seat-you ->
        [yes] You bet
       *[no] { $seat } bets
    } { $amount ->
        [one] { $amount } chip
       *[other] { $amount } chips
    }{ $allin ->
        [yes] , all in.
       *[no] .
    }
event-called =
    { $seat-you ->
        [yes] You call with
       *[no] { $seat } calls with
    } { $put ->
        [one] { $put } chip
       *[other] { $put } chips
    }{ $allin ->
        [yes] , all in.
       *[no] .
    }
event-raised =
    { $seat-you ->
        [yes] You raise
       *[no] { $seat } raises
    } by { $amount } and { $seat-you ->
        [yes] put
       *[no] puts
    } in { $put ->
        [one] { $put } chip
       *[other] { $put } chips
    }{ $allin ->
        [yes] , all in.
       *[no] .
    }
event-folded =
    { $seat-you ->
        [yes] You fold.
       *[no] { $seat } folds.
    }
event-group_shown =
    { $seat-you ->
        [yes] You show
       *[no] { $seat } shows
    } { $size ->
        [0] no group.
       *[other] { group }: { $cards }.
    }
event-pochen_ended =
    { $outcome ->
        [all_passed] Everyone passed: POCH keeps its { $poch ->
            [one] { $poch } chip
           *[other] { $poch } chips
        } for the next deal.
        [uncontested] { $winner-you ->
            [yes] You win
           *[no] { $winner } wins
        } the Pochen uncontested and { $winner-you ->
            [yes] take
           *[no] takes
        } { $chips ->
            [one] { $chips } chip.
           *[other] { $chips } chips.
        }
       *[showdown] { $winner-you ->
            [yes] You win
           *[no] { $winner } wins
        } the Pochen at the showdown and { $winner-you ->
            [yes] take
           *[no] takes
        } { $chips ->
            [one] { $chips } chip.
           *[other] { $chips } chips.
        }
    }
# ED-15: one line a winner of a layer.
layer-won =
    Layer { $layer } ({ $amount ->
        [one] { $amount } chip
       *[other] { $amount } chips
    }): { $seat-you ->
        [yes] you win
       *[no] { $seat } wins
    } { $share }.
# RULES 8.9.1: a top layer with a single eligible seat returns his uncalled chips.
layer-returned =
    Layer { $layer }: nobody called { $share ->
        [one] { $share } chip
       *[other] { $share } chips
    }, and { $seat-you ->
        [yes] you take it back.
       *[no] { $seat } takes it back.
    }
# ED-14: the odd chips of a split.
layer-remainder =
    Layer { $layer }: { $chips ->
        [one] { $chips } odd chip stays
       *[other] { $chips } odd chips stay
    } in POCH.
event-discard_started =
    The discard begins: { $leader-you ->
        [yes] you lead.
       *[no] { $leader } leads.
    }
event-direction_chosen =
    { $direction ->
        [up] The chains run up this deal.
       *[down] The chains run down this deal.
    }
event-card_played =
    { $led ->
        [yes] { $seat-you ->
            [yes] You lead
           *[no] { $seat } leads
        } { $card }.
       *[no] { $seat-you ->
            [yes] You follow with
           *[no] { $seat } follows with
        } { $card }.
    }
# RULES 9.5: why a chain stops; 9.6: who leads next.
event-chain_stopped =
    { $stop ->
        [out] { $next-you ->
            [yes] You have no cards left and go out.
           *[no] { $next } has no cards left and goes out.
        }
       *[other] The chain stops: { $stop ->
            [top] the top card is played
            [bottom] the bottom card is played
            [upcard] the next card is the upcard
            [dead] the next card is dead
            [talon] the next card is in the talon
           *[played] the next card was played already
        }; { $next-you ->
            [yes] you lead next.
           *[no] { $next } leads next.
        }
    }
event-deal_settled =
    { $winner-you ->
        [yes] You went out
       *[no] { $winner } went out
    } { $lead ->
        [yes] on a lead
       *[no] on a forced card
    } and { $winner-you ->
        [yes] receive
       *[no] receives
    } { $chips ->
        [one] { $chips } chip.
       *[other] { $chips } chips.
    }
# RULES 9.8: MID goes to the winner.
settlement-mid =
    { $chips ->
        [one] { $chips } chip comes from MID.
       *[other] { $chips } chips come from MID.
    }
# RULES 9.8, 9.9, ED-23: a loser pays a chip a card left, at most his stack.
settlement-paid =
    { $seat-you ->
        [yes] You pay
       *[no] { $seat } pays
    } { $paid ->
        [one] { $paid } chip
       *[other] { $paid } chips
    } for { $count ->
        [one] { $count } card left
       *[other] { $count } cards left
    }{ $forgiven ->
        [0] .
        [one] ; { $forgiven } is forgiven.
       *[other] ; { $forgiven } are forgiven.
    }
event-deal_ended = Deal { $deal } is over.
event-match_ended =
    The match is over after { $deals ->
        [one] { $deals } deal
       *[other] { $deals } deals
    }: { $reason ->
        [max_deals] the deal limit is reached.
        [ante_shortfall] a player cannot pay the next ante of { $ante ->
            [one] { $ante } chip.
           *[other] { $ante } chips.
        }
       *[both] the deal limit is reached, and a player cannot pay the next ante of { $ante ->
            [one] { $ante } chip.
           *[other] { $ante } chips.
        }
    }
# RULES 10.3: one line of the standings.
standing =
    { $place }. { $seat-you ->
        [yes] you
       *[no] { $seat }
    }: { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }{ $paid ->
        [no] { " " }(could not pay the ante)
       *[yes] {""}
    }
# RULES 10.4: the chips left on the board go to nobody.
board-shared =
    { $chips ->
        [one] The board is shared: each player receives { $chips } chip.
       *[other] The board is shared: each player receives { $chips } chips.
    }

board-left =
    { $chips ->
        [one] { $chips } chip stays on the board and goes to nobody.
       *[other] { $chips } chips stay on the board and go to nobody.
    }

event-timed_out =
    { $seat-you ->
        [yes] Your time ran out; the time-out move is played for you.
       *[no] { $seat }'s time ran out; the time-out move is played for them.
    }

## Rejections: why an action is refused (by its code).

rejection-match_over = The match is over.
rejection-seat_out_of_range = There is no such seat at this table.
rejection-not_your_turn = It is not your turn.
rejection-wrong_phase = That action does not belong to this phase.
rejection-not_eligible = Without at least a pair you may only pass or fold.
rejection-bet_outstanding = A bet is outstanding: call, raise or fold.
rejection-nothing_to_call = No bet is outstanding: pass or bet.
rejection-bet_below_minimum = A bet or raise is at least 1 chip.
rejection-above_maximum = That is more than the cap allows.
rejection-insufficient_chips = You do not have that many chips.
rejection-card_not_in_hand = That card is not in your hand.
rejection-direction_not_allowed = No direction may be chosen now.
rejection-direction_required = The first lead chooses the direction: add up or down.
rejection-deck_order_not_allowed = This match deals from its seed; it takes no deck order.
rejection-deck_order_required = This match deals from supplied decks, and none is left for this deal.
rejection-invalid_deck_order = That deck order is not a whole deck of this match.

## The `poch play` screen.

play-prompt = Your action
play-help = Type an action: pass, bet N, call, raise N, fold, lead CARD (as QH; add up or down on the first lead when the leader chooses), deal. Or: history (the whole deal so far), help, quit.
play-not-an-action = “{ $input }” is not an action.
play-refused = Not allowed: { $why }
play-you-may = You may: { $choices }
play-history = Deal { $deal } so far:
play-commitment = Deal { $deal } is dealt from a seed fixed in advance: its commitment (SHA-256) is { $commitment }.
play-seed = Deal { $deal }'s seed is revealed: { $seed }. Anyone can check it against the commitment and redo the deal:
play-left =
    You leave after { $deals ->
        [one] { $deals } deal.
       *[other] { $deals } deals.
    } The standings so far:
