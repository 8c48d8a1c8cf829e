### Poch Engine: die Sätze der Ereignisse und Aktionen und die Wörter des Tisches, auf Deutsch.
### Die Wörter stammen aus [000] und [001] (Vorhand, Hochzeit, Sequenz, Pinke, Trumpffarbe,
### „Ich poche“, „Ich halte“, nachpochen, aussteigen, Ausspielen, Kette). Die Argumente
### beschreibt der Kopf von en.ftl.

## Karten. RULES 0.3 und 3.3: Ränge und Farben, französisch oder bayerisch.

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
                [11] B
                [12] D
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
               *[other] Ass
            }
        [13] König
        [12] { $deck ->
                [bavarian36] Ober
               *[other] Dame
            }
        [11] { $deck ->
                [bavarian36] Unter
               *[other] Bube
            }
        [10] Zehn
        [9] Neun
        [8] Acht
        [7] Sieben
        [6] Sechs
        [5] Fünf
        [4] Vier
        [3] Drei
       *[2] Zwei
    }
suit-name =
    { $deck ->
        [bavarian36]
            { $suit ->
                [C] Eichel
                [S] Grün
                [H] Herz
               *[D] Schellen
            }
       *[other]
            { $suit ->
                [C] Kreuz
                [S] Pik
                [H] Herz
               *[D] Karo
            }
    }
# Die Form nach „drei“, „vier“ und „ein Paar“.
rank-counted =
    { $rank ->
        [14] { $deck ->
                [bavarian36] Däuse
               *[other] Asse
            }
        [13] Könige
        [12] { $deck ->
                [bavarian36] Ober
               *[other] Damen
            }
        [11] { $deck ->
                [bavarian36] Unter
               *[other] Buben
            }
        [10] Zehnen
        [9] Neunen
        [8] Achten
        [7] Siebenen
        [6] Sechsen
        [5] Fünfen
        [4] Vieren
        [3] Dreien
       *[2] Zweien
    }
group-pair = ein Paar { rank-counted }
# RULES 8.1: Paar, Drilling, Vierling ([000]).
group =
    { $size ->
        [2] { group-pair }
        [3] drei { rank-counted }
       *[4] vier { rank-counted }
    }

## Die Wörter des Tisches.

phase-claims = Melden
phase-pochen = Pochen
phase-discard = Ausspielen
phase-between_deals = Zwischen den Spielen
phase-match_over = Partie beendet

field-A =
    { $deck ->
        [bavarian36] Daus
       *[other] Ass
    }
    .title = wer es in der Trumpffarbe hält, zieht das Feld ein
field-K = König
    .title = wer den Trumpf-König hält, zieht das Feld ein
field-Q =
    { $deck ->
        [bavarian36] Ober
       *[other] Dame
    }
    .title = wer sie in der Trumpffarbe hält, zieht das Feld ein
field-J =
    { $deck ->
        [bavarian36] Unter
       *[other] Bube
    }
    .title = wer ihn in der Trumpffarbe hält, zieht das Feld ein
field-T = Zehn
    .title = wer die Trumpf-Zehn hält, zieht das Feld ein
field-MAR = Hochzeit
    .title = wer König und Dame der Trumpffarbe hält, zieht das Feld ein
field-SEQ = Sequenz
    .title = wer Sieben, Acht und Neun der Trumpffarbe hält, zieht das Feld ein
field-POCH = Poch
    .title = der Pott des Pochens: die beste Kombination gewinnt ihn
field-MID = Pinke
    .title = die Pinke (Mitte): wer zuerst alle Karten los ist, gewinnt sie

status-IN = dabei
status-FOLDED = ausgestiegen
status-ALL_IN = all-in
status-OUT = ausgeschieden

direction-up = aufwärts
direction-down = abwärts

outcome-all_passed = alle gepasst
outcome-uncontested = ohne Gegner
outcome-showdown = Showdown

label-you = du
label-board = Brett
label-stacks = Chips
label-deal = Spiel { $deal }
label-dealer = Geber
label-forehand = Vorhand
label-upcard = Aufgeschlagene Karte
label-pay-suit = Trumpffarbe
label-your-hand = Deine Karten
label-best-group = Deine beste Kombination
label-high-stake = Höchster Einsatz
label-contributions = Einsätze
label-cards-held = Karten auf der Hand
label-direction = Richtung
label-talon = Talon
label-dead = Tote Karten
label-history = Verlauf
label-standings = Stand
label-players = Spieler
label-bots = Bots
label-preset = Regelsatz
label-language = Sprache

## Der Tisch im Browser (/play): Überschriften, Formular und Bedienelemente.

page-language-name = Deutsch
page-title = Poch: der Tisch
page-setup-title = Eine neue Partie
page-your-name = Dein Name
page-your-seat = Dein Platz
page-seat = Platz { $seat }
page-bot-random = Zufalls-Bot
page-bot-heuristic = Heuristik-Bot
page-bot-search = Such-Bot
page-bot-timeout = Zeitüberschreitungs-Bot
page-bot-infoset = Such-Bot, der die Einsätze der anderen liest
page-max-deals = Spiele (leer: bis die Partie von selbst endet)
page-seed = Startwert der Partie (64 Hexziffern; leer: der Server zieht einen)
page-start = Partie beginnen
page-dealing = Es wird gegeben …
page-table-title = Der Tisch
page-deal-title = Das Spiel
page-seats-title = Die Plätze
page-col-seat = Spieler
page-col-stack = Chips
page-col-in-play = Im Spiel
page-chain-title = Die Kette
page-controls-title = Dein Zug
page-waiting = Die anderen sind am Zug.
page-chips =
    { $chips ->
        [one] { $chips } Chip
       *[other] { $chips } Chips
    }
page-lead-card = Eine Karte ausspielen
page-card-name = { suit-name }-{ rank-name }
page-to-act =
    { $seat-you ->
        [yes] du bist am Zug
       *[no] { $seat } ist am Zug
    }
page-in-play = { $status }, { page-chips } gesetzt
page-standings-after =
    { $deals ->
        [one] Stand nach { $deals } Spiel
       *[other] Stand nach { $deals } Spielen
    }
page-again = Eine neue Partie
page-call = { action-call.label }: { page-chips } setzen
page-lead-the = { $card }: { $card-name } ausspielen
# Das Tempo, in dem die Züge der anderen einzeln gezeigt werden.
page-pace = Tempo der anderen Züge
page-pace-slow = Langsam
page-pace-normal = Mittel
page-pace-fast = Schnell
page-pace-fastest = Am schnellsten
page-skip = Bis zur nächsten Übersicht springen
page-continue = Weiter
# Die Momente: Der Tisch hält für eine Übersicht an.
page-moment-claims = Das Melden
page-moment-pochen = Das Ende des Pochens
page-moment-settlement = Die Abrechnung
page-moment-match = Das Ende der Partie
page-no-claims = Niemand hat ein Feld eingezogen: Jedes behält seine Chips für das nächste Spiel.
page-payments = Wer was gezahlt hat
page-col-cards-left = Karten übrig
page-col-paid = Gezahlt
page-col-receives = Erhält
# Faire Spiele: die Festlegung vor den Karten, der Startwert nach dem Spiel.
page-commitment = Festlegung
page-deal-seed = Startwert des Spiels
page-seed-later = Der Startwert des Spiels wird nach dem Spiel aufgedeckt; dann kann jeder prüfen, dass er zur Festlegung passt und genau diese Karten gibt.
page-verify = Dieses Spiel prüfen
page-verifying = Das Spiel wird geprüft …
page-verified = Geprüft: Der Startwert passt zur Festlegung (SHA-256) und gibt deine Karten und die aufgeschlagene Karte so, wie sie gegeben wurden.
page-not-verified = Nicht bestätigt: { $why }.
page-verify-commitment = der SHA-256 des Startwerts ist nicht die Festlegung
page-verify-hand = der Startwert gibt dir andere Karten, als du bekommen hast
page-verify-upcard = der Startwert schlägt eine andere Karte auf
# So wird gespielt, in Kürze.
page-howto-title = So wird gespielt
page-howto-deal = In jedem Spiel setzt zuerst jeder Spieler 1 Chip auf jedes Feld des Bretts (den Einsatz). Dann werden die Karten gegeben, und die letzte wird aufgeschlagen: Ihre Farbe ist die Trumpffarbe.
page-howto-claims = 1. Melden: Wer Ass, König, Dame, Bube oder Zehn der Trumpffarbe hält, zieht dieses Feld ein; König und Dame zusammen ziehen auch die Hochzeit ein, Sieben, Acht und Neun die Sequenz. Ein Feld, das niemand einzieht, behält seine Chips für das nächste Spiel.
page-howto-pochen = 2. Pochen: eine Runde von Einsätzen auf die beste Kombination (Paar, Drilling, Vierling). Die Vorhand, der Spieler nach dem Geber, beginnt. In den meisten Regelsätzen darf nur pochen, wer mindestens ein Paar hat. Du kannst passen, pochen, halten, nachpochen oder aussteigen; die beste Kombination gewinnt die Einsätze und das Feld Poch, und von zwei gleichen Paaren gewinnt das mit der Karte in Trumpffarbe.
page-howto-discard = 3. Ausspielen: Wer ausspielt, legt eine Karte; wer die nächsthöhere Karte derselben Farbe hat, muss sie legen, und so weiter, bis die Kette endet; dann spielt aus, wer zuletzt gelegt hat. Wer zuerst alle Karten los ist, gewinnt die Pinke und von jedem anderen Spieler einen Chip für jede Karte, die dieser noch hält.
page-howto-end = Die Partie endet, wenn ein Spieler den Einsatz nicht mehr zahlen kann, oder nach der zu Beginn festgelegten Zahl von Spielen. Wer die meisten Chips hat, gewinnt.
page-howto-bets = Beträge: Beim Pochen nennst du die Chips, die du setzt; beim Nachpochen die Chips, die du über den höchsten Einsatz hinaus dazulegst; Halten setzt, was dir bis zum höchsten Einsatz fehlt.
page-howto-table = Dieser Tisch spielt mit diesen Feldern: { $fields }. Sein Regelsatz kann einige Regeln ändern; seine Beschreibung sagt, welche.
page-rules-link = Die vollständige Spezifikation (auf Englisch)
page-terms = Was die Wörter bedeuten
page-explain-dealer = gibt die Karten; nach jedem Spiel gibt der nächste Spieler.
page-explain-forehand = der Spieler nach dem Geber: Er beginnt beim Pochen und spielt zuerst aus, wenn niemand das Pochen gewonnen hat.
page-explain-upcard = die letzte Karte des Spiels, offen aufgeschlagen; sie gehört niemandem, und ihre Farbe ist die Trumpffarbe.
page-explain-pay-suit = die Farbe der aufgeschlagenen Karte: Ass, König, Dame, Bube und Zehn dieser Farbe ziehen die Felder des Bretts ein.
page-explain-commitment = der SHA-256-Hash des Startwerts dieses Spiels, gezeigt vor den Karten: Der nach dem Spiel aufgedeckte Startwert muss dazu passen, also standen die Karten fest, bevor jemand sie sah.
page-explain-stack = die Chips eines Spielers, ohne die auf dem Brett.
page-explain-cards-held = wie viele Karten jeder Spieler jetzt hält.
page-explain-in-play = beim Pochen: ob der Spieler noch dabei, ausgestiegen, all-in oder ausgeschieden ist, und wie viele Chips er gesetzt hat.
page-explain-chain = die Karten der laufenden Kette: Auf jede Karte folgt die nächsthöhere ihrer Farbe, gelegt von dem, der sie hält, bis es nicht weitergeht.
page-explain-pochen = die Runde der Einsätze auf die beste Kombination; der höchste Einsatz ist die größte Summe, die ein Spieler gesetzt hat.
page-explain-high-stake = die größte Summe, die ein Spieler bei diesem Pochen gesetzt hat: Halten gleicht sie aus, Nachpochen geht darüber.
page-bet-legend = Pochen: { $min } bis { $max } Chips setzen
page-bet-amount = Chips, die du setzt
page-raise-legend = Nachpochen um { $min } bis { $max } Chips über den höchsten Einsatz von { $high }: Er wird dann { $from } bis { $to }
page-raise-amount = Nachpochen um (Chips)
# Der Tisch als Bild, die Einstellungen aus den Antworten des Dienstes, die vergangenen Spiele, der Bericht.
page-guide-link = Die Regeln für Spieler
page-leave = Den Tisch verlassen
page-leave-confirm = Diesen Tisch verlassen? Die Partie ist dann für dich vorbei, und dieser Tab vergisst sie.
page-restored = Dein Tisch ist wieder da, wie du ihn verlassen hast (dieser Tab hat ihn behalten).
page-not-restored = Der Tisch, den dieser Tab behalten hat, lässt sich nicht fortsetzen:
page-starting-chips = Chips, mit denen jeder beginnt (mindestens { $ante }, der erste Einsatz)
page-checking-preset = Der Dienst wird gefragt, welche Tische dieser Regelsatz erlaubt …
page-cards-held =
    { $count ->
        [0] keine Karten
        [one] { $count } Karte auf der Hand
       *[other] { $count } Karten auf der Hand
    }
page-away = abwesend
page-clock = Uhr
page-this-deal = Dieses Spiel: { $chips }
page-next-deal =
    { $seat-you ->
        [yes] als Nächstes Spiel { $deal }, und du gibst
       *[no] als Nächstes Spiel { $deal }: { $seat } gibt
    }
page-hand-between = Die Karten des nächsten Spiels werden gegeben, wenn es beginnt; was jeder hielt, steht unter „Vergangene Spiele“.
page-hand-over = Die Partie ist beendet; was jeder hielt, steht unter „Vergangene Spiele“.
page-pot = Pott: { $pot } (Poch { $poch } und { $bets } gesetzt)
page-quick-legend = Schnelle Beträge
page-quick-least = Wenigstens: { $chips }
page-quick-half = Halber Pott: { $chips }
page-quick-pot = Der Pott: { $chips }
page-quick-all-in = Alles: { $chips }
page-quick-most = Höchstens: { $chips }
page-fields-explained = Was die Plätze und Felder zeigen
page-past-title = Vergangene Spiele
page-past-none = Noch ist kein Spiel vorbei.
page-deal-result = Spiel { $deal }: alle Karten, und was das Spiel jedem Spieler gebracht hat
page-col-hand = Gegebene Karten
page-col-ante = Einsatz
page-col-claims = Melden
page-col-discard = Ausspielen
page-col-deal = Dieses Spiel
page-hands-later = wird aus dem aufgedeckten Startwert gelesen …
page-graph-title = Chips im Lauf der Partie
page-graph-start = Beginn
page-graph-numbers = Die Zahlen
page-download = Den Spielbericht herunterladen
page-download-hint = Eine Zeile JSON im Format der Spielberichte des Projekts: `poch replay --server URL DATEI` spielt sie über einen Dienst noch einmal ab.
page-download-later = Der Server hat den Startwert dieser Partie gezogen, deshalb nennt ihr Bericht stattdessen das Kartenspiel jedes Spiels: Er lässt sich herunterladen, wenn die Partie vorbei und der Startwert jedes Spiels aufgedeckt ist.
page-fair-server-drew = An diesem Übungstisch hat der Server den Startwert der Partie gezogen, und er spielt alle anderen Plätze. Die Prüfung zeigt, dass die Karten jedes Spiels feststanden, bevor es begann, und dass sein Startwert sie gibt; sie kann nicht zeigen, dass der Server den Startwert nicht ausgesucht hat. An einem Tisch mit Menschen gibt jeder Spieler einen eigenen Startwert dazu, damit niemand die Karten aussucht.
page-fair-you-chose = Du hast den Startwert dieser Partie gewählt und damit ihre Karten: Die Prüfung zeigt, dass jedes Spiel das ist, das dein Startwert gibt.
page-error-other = Der Dienst hat abgelehnt: { $code }.
page-error-unreachable = Der Dienst ist nicht erreichbar; prüfe die Verbindung und versuche es noch einmal.
page-error-player_count = Das Kartenspiel dieses Regelsatzes reicht nicht für so viele Spieler.
page-error-dreier_needs_three_players = Dieser Regelsatz ist für genau drei Spieler.
page-error-five_talon_too_few_cards = Mit fünf Karten für jeden hat das Kartenspiel zu wenige Karten für so viele Spieler.
page-error-show_pair_needs_pair_required = Diese Regeln lassen einen unbestrittenen Gewinner ein Paar zeigen; dann dürfen nur Spieler mit einem Paar pochen.
page-error-starting_chips_below_ante = Jeder Spieler muss mit mindestens dem ersten Einsatz beginnen.
page-error-invalid_players = Die Namen der Spieler müssen verschieden sein, jeder 1 bis 64 Zeichen ohne Steuerzeichen.
page-error-unknown_preset = Diesen Regelsatz kennt der Dienst nicht.
page-error-caller_seed_forbidden = Dieser Dienst zieht jeden Startwert selbst: Lass den Startwert leer.
page-error-invalid_argument = Ein Feld des Formulars ist nicht lesbar; prüfe den Startwert (64 Hexziffern) und die Zahlen.
page-error-state_tampered = Der Tisch wurde von einem anderen Server versiegelt, oder von diesem vor einem Neustart.
page-error-overloaded = Der Dienst ist ausgelastet; versuche es gleich noch einmal.
page-error-timeout = Der Dienst hat zu lange gebraucht; versuche es noch einmal.
# Ein Tisch mit Menschen, auf einem Tisch-Server (poch-tables).
page-fair-people = Jeder Mensch an diesem Tisch hat dem Startwert des Servers einen eigenen hinzugefügt (erst seinen Hash, dann den Startwert), also hat niemand, weder der Server noch ein Spieler, die Karten ausgesucht.
page-people-title = Ein Tisch mit Menschen
page-people-intro = Richte einen Tisch ein, schick jedem Menschen den Link seines Platzes und spielt zusammen; die Bots spielen die Plätze, die du ihnen gibst.
page-people-seats = Wer wo sitzt
page-people-count = Plätze am Tisch
page-people-person = Ein Mensch
page-people-name = Dein Name am Tisch
page-people-your-seed = Dein Startwert für die Karten (beliebiger Text bis 64 Zeichen; leer: dieser Browser zieht einen)
page-people-move-s = Sekunden für jeden Zug
page-people-bank-s = Sekunden Zeitreserve für die ganze Partie
page-people-open = Jeder darf einen freien Platz nehmen (der Tisch wird angezeigt)
page-people-create = Tisch einrichten und Platz nehmen
page-people-open-tables = Tische mit einem freien Platz
page-people-no-open = Kein Tisch hat einen Platz für jeden frei.
page-people-watch = Diesem Tisch zusehen
page-people-take-free = Platz { $seat } nehmen
page-people-join-title = Ein Platz an einem Tisch
page-people-join = Du bist an Platz { $seat } eingeladen.
page-people-sit = Platz nehmen
page-people-lobby-title = Die Plätze und die Startwerte
page-people-stage-seating = Alle setzen sich noch.
page-people-stage-committing = Der Server hat sich auf seinen Startwert festgelegt; jeder Mensch legt sich zuerst mit dem Hash seines Startwerts fest.
page-people-stage-revealing = Alle Hashes sind da; die Startwerte werden gezeigt.
page-people-stage-playing = Die Partie läuft.
page-people-stage-finished = Die Partie ist vorbei.
page-people-stage-abandoned = Der Tisch wurde aufgegeben.
page-people-seat-free = frei
page-people-seed-hash-given = Startwert festgelegt
page-people-seed-shown = Startwert { $seed }
page-people-invitations = Einladungen: Schick jedem Menschen den Link seines Platzes
page-people-copy = Link kopieren
page-people-copied = Kopiert
page-people-commitment = Die Festlegung des Servers (der SHA-256 seines geheimen Startwerts), gezeigt, bevor jemand einen Startwert gab
page-people-my-seed = Dein Startwert: { $seed } (sein SHA-256: { $hash })
page-people-server-seed = Der Startwert des Servers, gezeigt, nun da die Partie vorbei ist
page-people-fair = Die Karten jedes Spiels kommen aus dem Startwert des Servers und den Startwerten aller Menschen zusammen. Der Startwert jedes Spiels wird an seinem Ende gezeigt, der des Servers am Ende der Partie; dann lässt sich jedes Spiel prüfen.
page-people-you-are-seat = Du sitzt an Platz { $seat } als { $name }.
page-people-watching = Du schaust zu: Du siehst, was jeder Spieler sehen darf, und niemandes Karten.
page-people-away = Du bist abwesend: Ein Bot zieht für deinen Platz, bis du zurückkommst.
page-people-back = Zurück an deinen Platz
page-people-leave-confirm = Diesen Tisch verlassen? Während der Partie spielt ein Bot deinen Platz, bis du zurückkommst.
page-people-connecting = Verbindung zum Tisch …
page-people-reconnecting = Die Verbindung ist weg; es wird neu verbunden …
page-people-clock-turn = noch { $time }
page-people-clock-bank = Reserve { $time }
page-people-check = Dieses Spiel prüfen
page-people-check-seed-ok = Dieser Browser hat den SHA-256 des Startwerts dieses Spiels berechnet: Er ist die Festlegung, die vor dem Geben gezeigt wurde. Die Karten dieses Spiels standen also fest, bevor jemand zog.
page-people-check-seed-bad = Dieser Browser hat den SHA-256 des Startwerts dieses Spiels berechnet, und er ist NICHT die Festlegung, die vor dem Spiel gezeigt wurde. Bewahre den Spielbericht auf und melde den Tisch.
page-people-check-chain-ok = Die ganze Kette stimmt: Der Startwert dieses Spiels kommt aus dem Startwert des Servers, auf den er sich festlegte, bevor jemand einen gab, und aus dem Startwert jedes Menschen, deinem auch. Also hat niemand, weder der Server noch ein Spieler, diese Karten ausgesucht.
page-people-check-chain-bad = Die ganze Kette stimmt für dieses Spiel NICHT: Bewahre den Spielbericht auf und melde den Tisch.
page-people-check-chain-later = Noch nicht gezeigt: dass dieser Startwert aus dem des Servers und denen aller Menschen zusammen kommt. Das wird geprüft, wenn die Partie vorbei ist und der Server seinen Startwert zeigt.
page-people-check-limits = Was keine Prüfung zeigt: dass niemand auf deinen Bildschirm sah oder dass sich Spieler ihre Karten abseits des Tisches verrieten. Um das Spiel ohne diese Seite zu prüfen:
page-error-table_not_found = Diesen Tisch gibt es nicht (mehr).
page-error-seat_not_found = Diesen Platz hat der Tisch nicht.
page-error-credential_required = Dafür braucht es den Schlüssel deines Platzes; nimm den Platz zuerst mit seiner Einladung.
page-error-credential_invalid = Der Platz, den dieser Browser behalten hat, ist keiner dieses Tisches.
page-error-invitation_invalid = Diese Einladung gehört nicht zu diesem Platz (oder wurde schon benutzt).
page-error-seat_taken = Dort sitzt schon jemand.
page-error-name_taken = Ein anderer Mensch am Tisch hat diesen Namen.
page-error-wrong_stage = Der Tisch ist nicht an diesem Punkt.
page-error-conflict = Der Tisch ist inzwischen weiter; nichts wurde ausgeführt. Versuche es noch einmal.
page-error-seed_mismatch = Der Startwert passt nicht zum vorher gegebenen Hash.
page-error-too_many_tables = Du hast so viele offene Tische, wie man haben darf.
page-error-too_many_connections = Zu viele Verbindungen von dieser Adresse.
page-error-rate_limited = Zu viele Nachrichten auf einmal; langsamer, bitte.
page-error-engine_unavailable = Der Tisch-Server erreicht die Engine nicht; nichts wurde ausgeführt.

## Aktionen (RULES 12.4) und die Beschriftung ihres Knopfes.

action-pass =
    { $seat-you ->
        [yes] Du passt.
       *[no] { $seat } passt.
    }
    .label = Passen
action-bet =
    { $seat-you ->
        [yes] Du pochst
       *[no] { $seat } pocht
    } mit { $amount ->
        [one] { $amount } Chip.
       *[other] { $amount } Chips.
    }
    .label = Pochen
action-call =
    { $seat-you ->
        [yes] Du hältst.
       *[no] { $seat } hält.
    }
    .label = Halten
action-raise =
    { $seat-you ->
        [yes] Du pochst
       *[no] { $seat } pocht
    } um { $amount ->
        [one] { $amount } Chip
       *[other] { $amount } Chips
    } nach.
    .label = Nachpochen
action-fold =
    { $seat-you ->
        [yes] Du steigst aus.
       *[no] { $seat } steigt aus.
    }
    .label = Aussteigen
action-lead =
    { $seat-you ->
        [yes] Du spielst
       *[no] { $seat } spielt
    } { $card } aus{ $direction ->
        [up] , und in diesem Spiel wird aufwärts gespielt.
        [down] , und in diesem Spiel wird abwärts gespielt.
       *[none] .
    }
    .label = Ausspielen
action-deal =
    { $seat-you ->
        [yes] Du gibst das nächste Spiel.
       *[no] { $seat } gibt das nächste Spiel.
    }
    .label = Geben
action-timeout =
    { $seat-you ->
        [yes] Deine Zeit läuft ab.
       *[no] Die Zeit von { $seat } läuft ab.
    }
    .label = Zeit abgelaufen

## Ereignisse, in der Reihenfolge eines Spiels.

event-deal_started =
    Spiel { $deal }: { $dealer-you ->
        [yes] Du gibst
       *[no] { $dealer } gibt
    }, und { $forehand-you ->
        [yes] du bist
       *[no] { $forehand } ist
    } Vorhand.
event-ante_paid =
    Jeder Spieler zahlt den Grundeinsatz von { $chips ->
        [one] { $chips } Chip.
       *[other] { $chips } Chips.
    }
event-hand_dealt =
    { $seat-you ->
        [yes] Du erhältst
       *[no] { $seat } erhält
    } { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }: { $cards }.
event-upcard_turned = Aufgeschlagen wird { $card }: { suit-name } ist Trumpffarbe.
upcard-held =
    { $seat-you ->
        [yes] Sie ist deine eigene letzte Karte und bleibt auf deiner Hand.
       *[no] Sie ist die eigene letzte Karte von { $seat } und bleibt auf der Hand.
    }
dead-cards =
    { $count ->
        [one] { $count } tote Karte liegt
       *[other] { $count } tote Karten liegen
    } offen in der Mitte: { $cards }.
talon-cards =
    { $count ->
        [one] { $count } Karte bleibt verdeckt im Talon.
       *[other] { $count } Karten bleiben verdeckt im Talon.
    }
event-field_claimed =
    { $seat-you ->
        [yes] Du ziehst
       *[no] { $seat } zieht
    } aus dem Feld { $field ->
        [A] { field-A }
        [K] { field-K }
        [Q] { field-Q }
        [J] { field-J }
        [T] { field-T }
        [MAR] { field-MAR }
       *[SEQ] { field-SEQ }
    } { $chips ->
        [one] { $chips } Chip
       *[other] { $chips } Chips
    } ein ({ $cards }).
event-pochen_started =
    Das Pochen beginnt mit { $count } Spielern; im Feld Poch { $poch ->
        [one] liegt { $poch } Chip.
       *[other] liegen { $poch } Chips.
    }
event-pochen_skipped = Das Pochen entfällt: Weniger als zwei Spieler haben Chips, also zählt es, als hätten alle gepasst.
event-passed =
    { $out ->
        [yes] { $seat-you ->
            [yes] Du passt und steigst aus dieser Spielphase aus.
           *[no] { $seat } passt und steigt aus dieser Spielphase aus.
        }
       *[no] { $seat-you ->
            [yes] Du passt.
           *[no] { $seat } passt.
        }
    }
event-bet_placed =
    { $seat-you ->
        [yes] Du pochst
       *[no] { $seat } pocht
    } mit { $amount ->
        [one] { $amount } Chip
       *[other] { $amount } Chips
    }{ $allin ->
        [yes] { " " }und { $seat-you ->
            [yes] gehst
           *[no] geht
        } all-in.
       *[no] .
    }
event-called =
    { $seat-you ->
        [yes] Du hältst
       *[no] { $seat } hält
    } mit { $put ->
        [one] { $put } Chip
       *[other] { $put } Chips
    }{ $allin ->
        [yes] { " " }und { $seat-you ->
            [yes] gehst
           *[no] geht
        } all-in.
       *[no] .
    }
event-raised =
    { $seat-you ->
        [yes] Du pochst
       *[no] { $seat } pocht
    } um { $amount } nach und setzt { $put ->
        [one] { $put } Chip
       *[other] { $put } Chips
    }{ $allin ->
        [yes] { " " }und { $seat-you ->
            [yes] gehst
           *[no] geht
        } all-in.
       *[no] .
    }
event-folded =
    { $seat-you ->
        [yes] Du steigst aus.
       *[no] { $seat } steigt aus.
    }
event-group_shown =
    { $seat-you ->
        [yes] Du zeigst
       *[no] { $seat } zeigt
    } { $size ->
        [0] keine Kombination.
       *[other] { group }: { $cards }.
    }
event-pochen_ended =
    { $outcome ->
        [all_passed] Alle haben gepasst: { $poch ->
            [one] Der { $poch } Chip im Feld Poch bleibt
           *[other] Die { $poch } Chips im Feld Poch bleiben
        } für das nächste Spiel liegen.
        [uncontested] { $winner-you ->
            [yes] Du gewinnst das Pochen ohne Gegner und erhältst
           *[no] { $winner } gewinnt das Pochen ohne Gegner und erhält
        } { $chips ->
            [one] { $chips } Chip.
           *[other] { $chips } Chips.
        }
       *[showdown] { $winner-you ->
            [yes] Du gewinnst das Pochen im Showdown und erhältst
           *[no] { $winner } gewinnt das Pochen im Showdown und erhält
        } { $chips ->
            [one] { $chips } Chip.
           *[other] { $chips } Chips.
        }
    }
# ED-15: eine Zeile je Gewinner eines Topfes.
layer-won =
    Topf { $layer } ({ $amount ->
        [one] { $amount } Chip
       *[other] { $amount } Chips
    }): { $seat-you ->
        [yes] Du gewinnst
       *[no] { $seat } gewinnt
    } { $share }.
# RULES 8.9.1: ein oberster Topf mit nur einem Berechtigten geht an ihn zurück.
layer-returned =
    Topf { $layer }: { $share ->
        [one] { $share } Chip hat
       *[other] { $share } Chips hat
    } niemand gehalten; { $seat-you ->
        [yes] du nimmst
       *[no] { $seat } nimmt
    } { $share ->
        [one] ihn
       *[other] sie
    } zurück.
# ED-14: die übrigen Chips einer Teilung.
layer-remainder =
    Topf { $layer }: { $chips ->
        [one] { $chips } übriger Chip bleibt
       *[other] { $chips } übrige Chips bleiben
    } im Feld Poch.
event-discard_started =
    Das Ausspielen beginnt: { $leader-you ->
        [yes] Du spielst zuerst aus.
       *[no] { $leader } spielt zuerst aus.
    }
event-direction_chosen =
    { $direction ->
        [up] In diesem Spiel wird aufwärts gespielt.
       *[down] In diesem Spiel wird abwärts gespielt.
    }
event-card_played =
    { $led ->
        [yes] { $seat-you ->
            [yes] Du spielst
           *[no] { $seat } spielt
        } { $card } aus.
       *[no] { $seat-you ->
            [yes] Du legst
           *[no] { $seat } legt
        } { $card } an.
    }
# RULES 9.5: warum eine Kette abbricht; 9.6: wer die nächste beginnt.
event-chain_stopped =
    { $stop ->
        [out] { $next-you ->
            [yes] Du hast keine Karte mehr und gewinnst das Ausspielen.
           *[no] { $next } hat keine Karte mehr und gewinnt das Ausspielen.
        }
       *[other] Die Kette bricht ab: { $stop ->
            [top] Die höchste Karte ist gespielt
            [bottom] Die niedrigste Karte ist gespielt
            [upcard] Die nächste Karte ist die aufgeschlagene
            [dead] Die nächste Karte ist tot
            [talon] Die nächste Karte liegt im Talon
           *[played] Die nächste Karte ist schon gespielt
        }; { $next-you ->
            [yes] du beginnst die nächste Kette.
           *[no] { $next } beginnt die nächste Kette.
        }
    }
event-deal_settled =
    { $winner-you ->
        [yes] Du hast
       *[no] { $winner } hat
    } die letzte Karte { $lead ->
        [yes] ausgespielt
       *[no] angelegt
    } und { $winner-you ->
        [yes] erhältst
       *[no] erhält
    } { $chips ->
        [one] { $chips } Chip.
       *[other] { $chips } Chips.
    }
# RULES 9.8: die Pinke geht an den Gewinner.
settlement-mid =
    { $chips ->
        [one] { $chips } Chip kommt aus der Pinke.
       *[other] { $chips } Chips kommen aus der Pinke.
    }
# RULES 9.8, 9.9, ED-23: ein Verlierer zahlt einen Chip je übriger Karte, höchstens seinen Vorrat.
settlement-paid =
    { $seat-you ->
        [yes] Du zahlst
       *[no] { $seat } zahlt
    } { $paid ->
        [one] { $paid } Chip
       *[other] { $paid } Chips
    } für { $count ->
        [one] { $count } übrige Karte
       *[other] { $count } übrige Karten
    }{ $forgiven ->
        [0] .
        [one] ; { $forgiven } Chip wird erlassen.
       *[other] ; { $forgiven } Chips werden erlassen.
    }
event-deal_ended = Spiel { $deal } ist vorbei.
event-match_ended =
    Die Partie ist nach { $deals ->
        [one] { $deals } Spiel
       *[other] { $deals } Spielen
    } vorbei: { $reason ->
        [max_deals] Die Zahl der Spiele ist erreicht.
        [ante_shortfall] Ein Spieler kann den nächsten Grundeinsatz von { $ante ->
            [one] { $ante } Chip
           *[other] { $ante } Chips
        } nicht zahlen.
       *[both] Die Zahl der Spiele ist erreicht, und ein Spieler kann den nächsten Grundeinsatz von { $ante ->
            [one] { $ante } Chip
           *[other] { $ante } Chips
        } nicht zahlen.
    }
# RULES 10.3: eine Zeile des Stands.
standing =
    { $place }. { $seat-you ->
        [yes] du
       *[no] { $seat }
    }: { $chips ->
        [one] { $chips } Chip
       *[other] { $chips } Chips
    }{ $paid ->
        [no] { " " }(konnte den Grundeinsatz nicht zahlen)
       *[yes] {""}
    }
# RULES 10.4: die Chips auf dem Brett gehören niemandem.
board-shared =
    { $chips ->
        [one] Das Brett wird geteilt: Jeder Spieler erhält { $chips } Chip.
       *[other] Das Brett wird geteilt: Jeder Spieler erhält { $chips } Chips.
    }

board-left =
    { $chips ->
        [one] { $chips } Chip bleibt auf dem Brett und gehört niemandem.
       *[other] { $chips } Chips bleiben auf dem Brett und gehören niemandem.
    }

event-timed_out =
    { $seat-you ->
        [yes] Deine Zeit ist abgelaufen; für dich wird der Zug bei Zeitablauf gespielt.
       *[no] Die Zeit von { $seat } ist abgelaufen; für { $seat } wird der Zug bei Zeitablauf gespielt.
    }

## Abweisungen: warum eine Aktion nicht erlaubt ist (nach ihrem Code).

rejection-match_over = Die Partie ist vorbei.
rejection-seat_out_of_range = Diesen Platz gibt es an diesem Tisch nicht.
rejection-not_your_turn = Du bist nicht an der Reihe.
rejection-wrong_phase = Diese Aktion gehört nicht in diese Spielphase.
rejection-not_eligible = Ohne mindestens ein Paar darfst du nur passen oder aussteigen.
rejection-bet_outstanding = Es wurde gepocht: halten, nachpochen oder aussteigen.
rejection-nothing_to_call = Niemand hat gepocht: passen oder pochen.
rejection-bet_below_minimum = Gepocht wird mit mindestens 1 Chip.
rejection-above_maximum = Das ist mehr, als die Obergrenze erlaubt.
rejection-insufficient_chips = So viele Chips hast du nicht.
rejection-card_not_in_hand = Diese Karte hast du nicht auf der Hand.
rejection-direction_not_allowed = Eine Richtung kann jetzt nicht gewählt werden.
rejection-direction_required = Die erste ausgespielte Karte wählt die Richtung: up oder down anfügen.
rejection-deck_order_not_allowed = Diese Partie mischt aus ihrem Startwert; sie nimmt keine Kartenfolge an.
rejection-deck_order_required = Diese Partie gibt aus vorgegebenen Kartenfolgen, und für dieses Spiel ist keine mehr übrig.
rejection-invalid_deck_order = Diese Kartenfolge ist kein vollständiges Kartenspiel dieser Partie.

## Der Bildschirm von `poch play`.

play-prompt = Deine Aktion
play-help = Gib eine Aktion ein: pass (passen), bet N (pochen), call (halten), raise N (nachpochen), fold (aussteigen), lead KARTE (ausspielen, z. B. QH für die Herz-Dame; beim ersten Ausspielen, wenn der Ausspieler wählt, dazu up oder down), deal (geben). Oder: history (das ganze Spiel bisher), help, quit.
play-not-an-action = „{ $input }“ ist keine Aktion.
play-refused = Nicht erlaubt: { $why }
play-you-may = Du kannst: { $choices }
play-history = Spiel { $deal } bisher:
play-commitment = Spiel { $deal } wird aus einem vorab festgelegten Startwert gegeben: seine Festlegung (SHA-256) ist { $commitment }.
play-seed = Der Startwert von Spiel { $deal } ist aufgedeckt: { $seed }. Jeder kann ihn mit der Festlegung vergleichen und das Spiel nachgeben:
play-left =
    Du verlässt die Partie nach { $deals ->
        [one] { $deals } Spiel.
       *[other] { $deals } Spielen.
    } Der Stand bisher:
