### Poch Engine: de zinnen van gebeurtenissen en acties en de woorden van de tafel, in het Nederlands.
### De woorden komen uit [002] (vakje, Huwelijk, Reeks, Pinke, troefkleur, fiches, gift, deler,
### meegaan, verhogen, uitkomen, afleggen). De argumenten staan in de kop van en.ftl.

## Kaarten. RULES 0.3 en 3.3: waarden en kleuren, Frans of Beiers.

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
                [12] V
                [13] H
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
               *[other] aas
            }
        [13] { $deck ->
                [bavarian36] koning
               *[other] heer
            }
        [12] { $deck ->
                [bavarian36] Ober
               *[other] vrouw
            }
        [11] { $deck ->
                [bavarian36] Unter
               *[other] boer
            }
        [10] tien
        [9] negen
        [8] acht
        [7] zeven
        [6] zes
        [5] vijf
        [4] vier
        [3] drie
       *[2] twee
    }
suit-name =
    { $deck ->
        [bavarian36]
            { $suit ->
                [C] eikels
                [S] bladeren
                [H] harten
               *[D] bellen
            }
       *[other]
            { $suit ->
                [C] klaveren
                [S] schoppen
                [H] harten
               *[D] ruiten
            }
    }
# De vorm na "drie", "vier" en "een paar".
rank-counted =
    { $rank ->
        [14] { $deck ->
                [bavarian36] Dausen
               *[other] azen
            }
        [13] { $deck ->
                [bavarian36] koningen
               *[other] heren
            }
        [12] { $deck ->
                [bavarian36] Obers
               *[other] vrouwen
            }
        [11] { $deck ->
                [bavarian36] Unters
               *[other] boeren
            }
        [10] tienen
        [9] negens
        [8] achten
        [7] zevens
        [6] zessen
        [5] vijven
        [4] vieren
        [3] drieën
       *[2] tweeën
    }
group-pair = een paar { rank-counted }
# RULES 8.1: paren, drielingen, vierlingen ([002]).
group =
    { $size ->
        [2] { group-pair }
        [3] drie { rank-counted }
       *[4] vier { rank-counted }
    }

## De woorden van de tafel.

phase-claims = Betaal het bord
phase-pochen = Pochen
phase-discard = Afleggen
phase-between_deals = Tussen de giften
phase-match_over = Spel voorbij

field-A =
    { $deck ->
        [bavarian36] Daus
       *[other] Aas
    }
    .title = wie deze kaart in de troefkleur bezit, claimt het vakje
field-K =
    { $deck ->
        [bavarian36] Koning
       *[other] Heer
    }
    .title = wie deze kaart in de troefkleur bezit, claimt het vakje
field-Q =
    { $deck ->
        [bavarian36] Ober
       *[other] Vrouw
    }
    .title = wie deze kaart in de troefkleur bezit, claimt het vakje
field-J =
    { $deck ->
        [bavarian36] Unter
       *[other] Boer
    }
    .title = wie deze kaart in de troefkleur bezit, claimt het vakje
field-T = Tien
    .title = wie de tien van de troefkleur bezit, claimt het vakje
field-MAR = Huwelijk
    .title = wie de heer en de vrouw van de troefkleur bezit, claimt het vakje
field-SEQ = Reeks
    .title = wie de 7-8-9 van de troefkleur bezit, claimt het vakje
field-POCH = Poch
    .title = de pot van de Pochen: de beste set wint hem
field-MID = Pinke
    .title = de Pinke (Midden): wie als eerste zijn hand leeg speelt, wint hem

status-IN = doet mee
status-FOLDED = uitgestapt
status-ALL_IN = all-in
status-OUT = buiten deze fase

direction-up = omhoog
direction-down = omlaag

outcome-all_passed = iedereen past
outcome-uncontested = zonder tegenstander
outcome-showdown = showdown

label-you = jij
label-board = Bord
label-stacks = Fiches
label-deal = Gift { $deal }
label-dealer = Deler
label-forehand = Voorhand
label-upcard = Omgedraaide kaart
label-pay-suit = Troefkleur
label-your-hand = Jouw hand
label-best-group = Jouw beste set
label-high-stake = Hoogste inzet
label-contributions = Inzetten
label-cards-held = Kaarten in de hand
label-direction = Richting
label-talon = Talon
label-dead = Dode kaarten
label-history = Verloop
label-standings = Stand
label-players = Spelers
label-bots = Bots
label-preset = Regels
label-language = Taal

## De tafel in de browser (/play): de koppen, het formulier en de knoppen.

page-language-name = Nederlands
page-title = Poch: de tafel
page-setup-title = Een nieuw spel
page-your-name = Jouw naam
page-your-seat = Jouw plaats
page-seat = Plaats { $seat }
page-bot-random = Willekeurige bot
page-bot-heuristic = Heuristische bot
page-bot-search = Zoekende bot
page-bot-timeout = Time-outbot
page-bot-infoset = Zoekende bot die de inzetten van de anderen leest
page-max-deals = Giften (leeg: tot het spel vanzelf eindigt)
page-seed = Seed (64 hexadecimale cijfers; leeg: de server kiest er een)
page-start = Begin het spel
page-dealing = Er wordt gedeeld …
page-table-title = De tafel
page-deal-title = De gift
page-seats-title = De plaatsen
page-col-seat = Speler
page-col-stack = Fiches
page-col-in-play = In het spel
page-chain-title = De reeks afgelegde kaarten
page-controls-title = Jouw zet
page-waiting = De anderen zijn aan de beurt.
page-chips =
    { $chips ->
        [one] { $chips } fiche
       *[other] { $chips } fiches
    }
page-lead-card = Kom uit met een kaart
page-card-name = { suit-name } { rank-name }
page-to-act =
    { $seat-you ->
        [yes] jij bent aan de beurt
       *[no] { $seat } is aan de beurt
    }
page-in-play = { $status }, { page-chips } ingezet
page-standings-after =
    { $deals ->
        [one] Stand na { $deals } gift
       *[other] Stand na { $deals } giften
    }
page-again = Een nieuw spel
page-call = { action-call.label }: { page-chips } inzetten
page-lead-the = { $card }: kom uit met { $card-name }
# Het tempo waarin de zetten van de anderen een voor een worden getoond.
page-pace = Tempo van de zetten van de anderen
page-pace-slow = Langzaam
page-pace-normal = Normaal
page-pace-fast = Snel
page-pace-fastest = Snelst
page-skip = Ga naar het volgende overzicht
page-continue = Verder
# De momenten: de tafel stopt voor een overzicht.
page-moment-claims = Het bord wordt uitbetaald
page-moment-pochen = Het einde van de Pochen
page-moment-settlement = De afrekening
page-moment-match = Het einde van het spel
page-no-claims = Niemand heeft een vakje geclaimd: elk vakje houdt zijn fiches voor de volgende gift.
page-payments = Wie wat betaalde
page-col-cards-left = Kaarten over
page-col-paid = Betaald
page-col-receives = Krijgt
# Eerlijke giften: de vastlegging vóór de kaarten, de seed na de gift.
page-commitment = Vastlegging
page-deal-seed = Seed van de gift
page-seed-later = De seed van de gift wordt na de gift onthuld; dan kan iedereen controleren dat hij bij de vastlegging hoort en precies deze kaarten deelt.
page-verify = Controleer deze gift
page-verifying = De gift wordt gecontroleerd …
page-verified = Gecontroleerd: de seed hoort bij de vastlegging (SHA-256) en deelt jouw hand en de omgedraaide kaart zoals ze gedeeld zijn.
page-not-verified = Niet bevestigd: { $why }.
page-verify-commitment = de SHA-256 van de seed is niet de vastlegging
page-verify-hand = de seed deelt jou andere kaarten dan je kreeg
page-verify-upcard = de seed draait een andere kaart om
# Zo speel je, in het kort.
page-howto-title = Zo speel je
page-howto-deal = Bij elke gift zet elke speler eerst 1 fiche in op elk vakje van het bord. Dan worden de kaarten gedeeld, en de laatste wordt omgedraaid: haar kleur is de troefkleur.
page-howto-claims = 1. Het bord: wie de aas, heer, vrouw, boer of tien van de troefkleur heeft, claimt dat vakje; heer en vrouw samen claimen ook het Huwelijk, en 7, 8 en 9 de Reeks. Een vakje dat niemand claimt, houdt zijn fiches voor de volgende gift.
page-howto-pochen = 2. Pochen: een ronde inzetten op de beste set (een paar, drieling of vierling). Voorhand, de speler na de deler, begint. In de meeste regels mag alleen inzetten wie minstens een paar heeft. Je kunt passen, inzetten, meegaan, verhogen of uitstappen; de beste set wint de inzetten en het vakje Poch, en van twee gelijke paren wint het paar met de kaart in de troefkleur.
page-howto-discard = 3. Afleggen: wie uitkomt, legt een kaart; wie de volgende hogere kaart van dezelfde kleur heeft, moet die leggen, enzovoort, tot de reeks stopt; dan komt wie het laatst legde weer uit. Wie als eerste al zijn kaarten kwijt is, wint de Pinke en van elke andere speler een fiche per kaart die die nog in de hand heeft.
page-howto-end = Het spel eindigt als een speler zijn inzet niet meer kan betalen, of na het aantal giften dat aan het begin is gekozen. Wie de meeste fiches heeft, wint.
page-howto-bets = Bedragen: bij inzetten noem je de fiches die je inzet; bij verhogen de fiches die je boven de hoogste inzet bijlegt; meegaan zet in wat je nodig hebt om die te evenaren.
page-howto-table = Deze tafel speelt met deze vakjes: { $fields }. De regels van de tafel kunnen wat afwijken; de beschrijving zegt hoe.
page-rules-link = De volledige specificatie (in het Engels)
page-terms = Wat de woorden betekenen
page-explain-dealer = deelt de kaarten; na elke gift deelt de volgende speler.
page-explain-forehand = de speler na de deler: begint bij de Pochen en komt als eerste uit als niemand de Pochen won.
page-explain-upcard = de laatste kaart van de gift, open omgedraaid; ze is van niemand, en haar kleur is de troefkleur.
page-explain-pay-suit = de kleur van de omgedraaide kaart: aas, heer, vrouw, boer en tien van die kleur claimen de vakjes van het bord.
page-explain-commitment = de SHA-256-hash van de seed van deze gift, getoond vóór de kaarten: de seed die na de gift onthuld wordt, moet erbij horen; zo lagen de kaarten vast voordat iemand ze zag.
page-explain-stack = de fiches van een speler, zonder die op het bord.
page-explain-cards-held = hoeveel kaarten elke speler nu heeft.
page-explain-in-play = bij de Pochen: of de speler nog meedoet, is uitgestapt, all-in is of buiten deze fase staat, en hoeveel fiches hij inzette.
page-explain-chain = de kaarten van de lopende reeks: op elke kaart volgt de volgende hogere van haar kleur, gelegd door wie haar heeft, tot het niet verder gaat.
page-explain-pochen = de ronde inzetten op de beste set; de hoogste inzet is het grootste totaal dat een speler inzette.
page-explain-high-stake = het grootste totaal dat een speler bij deze Pochen inzette: meegaan evenaart het, verhogen gaat erboven.
page-bet-legend = Inzetten: { $min } tot { $max } fiches
page-bet-amount = Fiches om in te zetten
page-raise-legend = Verhogen met { $min } tot { $max } fiches boven de hoogste inzet van { $high }: die wordt dan { $from } tot { $to }
page-raise-amount = Verhogen met (fiches)
# De tafel als tafel getekend, de instellingen uit de antwoorden van de dienst, de vorige giften, het verslag.
page-guide-link = De regels voor spelers
page-leave = Verlaat de tafel
page-leave-confirm = Deze tafel verlaten? Het spel is dan voor jou voorbij, en dit tabblad vergeet het.
page-restored = Je tafel is terug zoals je hem verliet (dit tabblad bewaarde hem).
page-not-restored = De tafel die dit tabblad bewaarde, kan niet verder:
page-starting-chips = Fiches waarmee elke speler begint (minstens { $ante }, de eerste inzet)
page-checking-preset = De dienst wordt gevraagd welke tafels deze regels toestaan …
page-cards-held =
    { $count ->
        [0] geen kaarten
        [one] { $count } kaart in de hand
       *[other] { $count } kaarten in de hand
    }
page-away = afwezig
page-clock = Klok
page-this-deal = Deze gift: { $chips }
page-next-deal =
    { $seat-you ->
        [yes] hierna gift { $deal }, en jij deelt
       *[no] hierna gift { $deal }: { $seat } deelt
    }
page-hand-between = De kaarten van de volgende gift worden gedeeld als die begint; wat elke speler had, staat onder ‘Vorige giften’.
page-hand-over = Het spel is voorbij; wat elke speler had, staat onder ‘Vorige giften’.
page-pot = Pot: { $pot } (Poch { $poch } en { $bets } ingezet)
page-quick-legend = Snelle bedragen
page-quick-least = Minste: { $chips }
page-quick-half = Halve pot: { $chips }
page-quick-pot = De pot: { $chips }
page-quick-all-in = Alles: { $chips }
page-quick-most = Meeste: { $chips }
page-fields-explained = Wat de plaatsen en de vakjes tonen
page-past-title = Vorige giften
page-past-none = Er is nog geen gift voorbij.
page-deal-result = Gift { $deal }: elke hand, en wat de gift elke speler opleverde
page-col-hand = Gedeelde hand
page-col-ante = Inzet
page-col-claims = Bord
page-col-discard = Afleggen
page-col-deal = Deze gift
page-hands-later = wordt uit de onthulde seed gelezen …
page-graph-title = Fiches in de loop van het spel
page-graph-start = Begin
page-graph-numbers = De getallen
page-download = Download het spelverslag
page-download-hint = Eén regel JSON in het formaat van de spelverslagen van het project: `poch replay --server URL BESTAND` speelt het opnieuw via een dienst.
page-download-later = De server koos de seed van dit spel, dus het verslag noemt in plaats daarvan het kaartspel van elke gift: het kan worden gedownload als het spel voorbij is en de seed van elke gift onthuld.
page-fair-server-drew = Aan deze oefentafel koos de server de seed van het spel, en hij speelt alle andere plaatsen. De controle toont dat de kaarten van elke gift vastlagen voordat die begon en dat de seed ze deelt; ze kan niet tonen dat de server de seed niet uitzocht. Aan een tafel met mensen voegt elke speler een eigen seed toe, zodat niemand de kaarten kiest.
page-fair-you-chose = Jij koos de seed van dit spel, en daarmee de kaarten: de controle toont dat elke gift die is die jouw seed deelt.
page-error-other = De dienst weigerde: { $code }.
page-error-unreachable = De dienst is niet bereikbaar; controleer de verbinding en probeer het opnieuw.
page-error-player_count = Het kaartspel van deze regels is niet voor zoveel spelers.
page-error-dreier_needs_three_players = Deze regels zijn voor precies drie spelers.
page-error-five_talon_too_few_cards = Met vijf kaarten elk heeft het kaartspel te weinig kaarten voor zoveel spelers.
page-error-show_pair_needs_pair_required = Deze regels laten een onbetwiste winnaar een paar tonen; dan mogen alleen spelers met een paar inzetten.
page-error-starting_chips_below_ante = Elke speler moet met minstens de eerste inzet beginnen.
page-error-invalid_players = De namen van de spelers moeten verschillen, elk 1 tot 64 tekens zonder stuurtekens.
page-error-unknown_preset = Deze regels kent de dienst niet.
page-error-caller_seed_forbidden = Deze dienst kiest elke seed zelf: laat de seed leeg.
page-error-invalid_argument = Een veld van het formulier is niet leesbaar; controleer de seed (64 hexadecimale cijfers) en de getallen.
page-error-state_tampered = De tafel werd verzegeld door een andere server, of door deze vóór een herstart.
page-error-overloaded = De dienst is druk; probeer het zo opnieuw.
page-error-timeout = De dienst deed er te lang over; probeer het opnieuw.
# Een tafel met mensen, op een tafelserver (poch-tables).
page-fair-people = Elke persoon aan deze tafel voegde een eigen seed toe aan die van de server (eerst de hash, dan de seed), dus niemand, de server noch een speler, koos de kaarten.
page-people-title = Een tafel met mensen
page-people-intro = Maak een tafel, stuur elke persoon de link van zijn plaats en speel samen; de bots spelen de plaatsen die je ze geeft.
page-people-seats = Wie waar zit
page-people-count = Plaatsen aan tafel
page-people-person = Een persoon
page-people-name = Jouw naam aan tafel
page-people-your-seed = Jouw seed voor de kaarten (willekeurige tekst tot 64 tekens; leeg: deze browser kiest er een)
page-people-move-s = Seconden voor elke zet
page-people-bank-s = Seconden tijdreserve voor het hele spel
page-people-open = Iedereen mag een vrije plaats nemen (de tafel wordt getoond)
page-people-create = Maak de tafel en ga zitten
page-people-open-tables = Tafels met een vrije plaats
page-people-no-open = Geen tafel heeft een plaats vrij voor iedereen.
page-people-watch = Kijk naar deze tafel
page-people-take-free = Neem plaats { $seat }
page-people-join-title = Een plaats aan een tafel
page-people-join = Je bent uitgenodigd voor plaats { $seat }.
page-people-sit = Ga zitten
page-people-lobby-title = De plaatsen en de seeds
page-people-stage-seating = Iedereen gaat nog zitten.
page-people-stage-committing = De server heeft zijn seed vastgelegd; elke persoon legt zijn seed eerst vast met de hash.
page-people-stage-revealing = Alle hashes zijn binnen; de seeds worden getoond.
page-people-stage-playing = Het spel is bezig.
page-people-stage-finished = Het spel is voorbij.
page-people-stage-abandoned = De tafel werd opgegeven.
page-people-seat-free = vrij
page-people-seed-hash-given = seed vastgelegd
page-people-seed-shown = seed getoond: { $seed }
page-people-invitations = Uitnodigingen: stuur elke persoon de link van zijn plaats
page-people-copy = Kopieer de link
page-people-copied = Gekopieerd
page-people-commitment = De vastlegging van de server (de SHA-256 van zijn geheime seed), getoond voordat iemand een seed gaf
page-people-my-seed = Jouw seed: { $seed } (de SHA-256 ervan: { $hash })
page-people-server-seed = De seed van de server, getoond nu het spel voorbij is
page-people-fair = De kaarten van elke gift komen uit de seed van de server en de seeds van alle personen samen. De seed van elke gift wordt aan het eind ervan getoond, die van de server aan het eind van het spel; dan kan elke gift gecontroleerd worden.
page-people-you-are-seat = Je zit op plaats { $seat } als { $name }.
page-people-watching = Je kijkt toe: je ziet wat elke speler mag zien, en niemands hand.
page-people-away = Je bent afwezig: een bot speelt voor je plaats tot je terugkomt.
page-people-back = Terug naar je plaats
page-people-leave-confirm = Deze tafel verlaten? Tijdens het spel speelt een bot je plaats tot je terugkomt.
page-people-connecting = Verbinden met de tafel …
page-people-reconnecting = De verbinding is weg; opnieuw verbinden …
page-people-clock-turn = nog { $time }
page-people-clock-bank = reserve { $time }
page-people-check = Controleer deze gift
page-people-check-seed-ok = Deze browser berekende de SHA-256 van de seed van de gift: het is de vastlegging die vóór het delen werd getoond. De kaarten van deze gift lagen dus vast voordat iemand een zet deed.
page-people-check-seed-bad = Deze browser berekende de SHA-256 van de seed van de gift, en het is NIET de vastlegging die vóór de gift werd getoond. Bewaar het spelverslag en meld de tafel.
page-people-check-chain-ok = De hele keten klopt: de seed van deze gift komt uit de seed van de server, vastgelegd voordat iemand een seed gaf, en uit de seed van elke persoon, ook de jouwe. Dus niemand, de server noch een speler, koos deze kaarten.
page-people-check-chain-bad = De hele keten klopt NIET voor deze gift: bewaar het spelverslag en meld de tafel.
page-people-check-chain-later = Nog niet getoond: dat deze seed uit die van de server en die van alle personen samen komt. Dat wordt gecontroleerd als het spel voorbij is en de server zijn seed toont.
page-people-check-limits = Wat geen controle toont: dat niemand op je scherm keek, of dat spelers elkaar hun kaarten buiten de tafel vertelden. Om de gift zonder deze pagina te controleren:
page-error-table_not_found = Deze tafel bestaat niet (meer).
page-error-seat_not_found = De tafel heeft die plaats niet.
page-error-credential_required = Dit vraagt de sleutel van je plaats; neem de plaats eerst met de uitnodiging.
page-error-credential_invalid = De plaats die deze browser bewaarde, is geen plaats van deze tafel.
page-error-invitation_invalid = Deze uitnodiging hoort niet bij deze plaats (of is al gebruikt).
page-error-seat_taken = Daar zit al iemand.
page-error-name_taken = Een andere persoon aan tafel heeft deze naam.
page-error-wrong_stage = De tafel is niet in die fase.
page-error-conflict = De tafel is intussen verder; er is niets uitgevoerd. Probeer het opnieuw.
page-error-seed_mismatch = De seed past niet bij de hash die eerder werd gegeven.
page-error-too_many_tables = Je hebt zoveel open tafels als toegestaan.
page-error-too_many_connections = Te veel verbindingen vanaf dit adres.
page-error-rate_limited = Te veel berichten tegelijk; rustiger aan.
page-error-engine_unavailable = De tafelserver bereikt de engine niet; er is niets uitgevoerd.

## Acties (RULES 12.4) en het opschrift van hun knop.

action-pass =
    { $seat-you ->
        [yes] Je past.
       *[no] { $seat } past.
    }
    .label = Passen
action-bet =
    { $seat-you ->
        [yes] Je zet
       *[no] { $seat } zet
    } { $amount ->
        [one] { $amount } fiche
       *[other] { $amount } fiches
    } in.
    .label = Inzetten
action-call =
    { $seat-you ->
        [yes] Je gaat mee.
       *[no] { $seat } gaat mee.
    }
    .label = Meegaan
action-raise =
    { $seat-you ->
        [yes] Je verhoogt
       *[no] { $seat } verhoogt
    } met { $amount ->
        [one] { $amount } fiche.
       *[other] { $amount } fiches.
    }
    .label = Verhogen
action-fold =
    { $seat-you ->
        [yes] Je stapt uit.
       *[no] { $seat } stapt uit.
    }
    .label = Uitstappen
action-lead =
    { $seat-you ->
        [yes] Je komt uit
       *[no] { $seat } komt uit
    } met { $card }{ $direction ->
        [up] , en deze gift wordt omhoog afgelegd.
        [down] , en deze gift wordt omlaag afgelegd.
       *[none] .
    }
    .label = Uitkomen
action-deal =
    { $seat-you ->
        [yes] Je deelt de volgende gift.
       *[no] { $seat } deelt de volgende gift.
    }
    .label = Delen
action-timeout =
    { $seat-you ->
        [yes] Je tijd is om.
       *[no] De tijd van { $seat } is om.
    }
    .label = Tijd om

## Gebeurtenissen, in de volgorde van een gift.

event-deal_started =
    Gift { $deal }: { $dealer-you ->
        [yes] jij deelt
       *[no] { $dealer } deelt
    }, en { $forehand-you ->
        [yes] jij bent
       *[no] { $forehand } is
    } voorhand.
event-ante_paid =
    Elke speler betaalt een inzet van { $chips ->
        [one] { $chips } fiche.
       *[other] { $chips } fiches.
    }
event-hand_dealt =
    { $seat-you ->
        [yes] Je krijgt
       *[no] { $seat } krijgt
    } { $count ->
        [one] { $count } kaart
       *[other] { $count } kaarten
    }: { $cards }.
event-upcard_turned = De omgedraaide kaart is { $card }: de troefkleur is { suit-name }.
upcard-held =
    { $seat-you ->
        [yes] Het is je eigen laatste kaart, en je houdt hem in de hand.
       *[no] Het is de eigen laatste kaart van { $seat }, en die blijft in de hand.
    }
dead-cards =
    { $count ->
        [one] { $count } dode kaart ligt
       *[other] { $count } dode kaarten liggen
    } open in het midden: { $cards }.
talon-cards =
    { $count ->
        [one] { $count } kaart blijft gedekt in de talon.
       *[other] { $count } kaarten blijven gedekt in de talon.
    }
event-field_claimed =
    { $seat-you ->
        [yes] Je neemt
       *[no] { $seat } neemt
    } { $chips ->
        [one] { $chips } fiche
       *[other] { $chips } fiches
    } uit het vakje { $field ->
        [A] { field-A }
        [K] { field-K }
        [Q] { field-Q }
        [J] { field-J }
        [T] { field-T }
        [MAR] { field-MAR }
       *[SEQ] { field-SEQ }
    } ({ $cards }).
event-pochen_started =
    De Pochen begint met { $count } spelers; in het Poch-vakje { $poch ->
        [one] ligt { $poch } fiche.
       *[other] liggen { $poch } fiches.
    }
event-pochen_skipped = De Pochen vervalt: minder dan twee spelers hebben fiches, dus het telt alsof iedereen past.
event-passed =
    { $seat-you ->
        [yes] Je past
       *[no] { $seat } past
    }{ $out ->
        [yes] { " " }en verlaat deze fase.
       *[no] .
    }
event-bet_placed =
    { $seat-you ->
        [yes] Je zet
       *[no] { $seat } zet
    } { $amount ->
        [one] { $amount } fiche
       *[other] { $amount } fiches
    } in{ $allin ->
        [yes] { " " }en gaat all-in.
       *[no] .
    }
event-called =
    { $seat-you ->
        [yes] Je gaat
       *[no] { $seat } gaat
    } mee met { $put ->
        [one] { $put } fiche
       *[other] { $put } fiches
    }{ $allin ->
        [yes] , all-in.
       *[no] .
    }
event-raised =
    { $seat-you ->
        [yes] Je verhoogt
       *[no] { $seat } verhoogt
    } met { $amount } en zet { $put ->
        [one] { $put } fiche
       *[other] { $put } fiches
    } in{ $allin ->
        [yes] , all-in.
       *[no] .
    }
event-folded =
    { $seat-you ->
        [yes] Je stapt uit.
       *[no] { $seat } stapt uit.
    }
event-group_shown =
    { $seat-you ->
        [yes] Je toont
       *[no] { $seat } toont
    } { $size ->
        [0] geen set.
       *[other] { group }: { $cards }.
    }
event-pochen_ended =
    { $outcome ->
        [all_passed] Iedereen past: het Poch-vakje houdt { $poch ->
            [one] zijn { $poch } fiche
           *[other] zijn { $poch } fiches
        } voor de volgende gift.
        [uncontested] { $winner-you ->
            [yes] Je wint
           *[no] { $winner } wint
        } de Pochen zonder tegenstander en krijgt { $chips ->
            [one] { $chips } fiche.
           *[other] { $chips } fiches.
        }
       *[showdown] { $winner-you ->
            [yes] Je wint
           *[no] { $winner } wint
        } de Pochen bij de showdown en krijgt { $chips ->
            [one] { $chips } fiche.
           *[other] { $chips } fiches.
        }
    }
# ED-15: één regel per winnaar van een pot.
layer-won =
    Pot { $layer } ({ $amount ->
        [one] { $amount } fiche
       *[other] { $amount } fiches
    }): { $seat-you ->
        [yes] jij wint
       *[no] { $seat } wint
    } { $share }.
# RULES 8.9.1: een bovenste pot met maar één gerechtigde gaat naar hem terug.
layer-returned =
    Pot { $layer }: niemand ging mee met { $share ->
        [one] { $share } fiche
       *[other] { $share } fiches
    }, en { $seat-you ->
        [yes] je neemt
       *[no] { $seat } neemt
    } { $share ->
        [one] hem
       *[other] ze
    } terug.
# ED-14: de overgebleven fiches van een verdeling.
layer-remainder =
    Pot { $layer }: { $chips ->
        [one] { $chips } overgebleven fiche blijft
       *[other] { $chips } overgebleven fiches blijven
    } in het Poch-vakje.
event-discard_started =
    Het afleggen begint: { $leader-you ->
        [yes] jij komt uit.
       *[no] { $leader } komt uit.
    }
event-direction_chosen =
    { $direction ->
        [up] Deze gift wordt omhoog afgelegd.
       *[down] Deze gift wordt omlaag afgelegd.
    }
event-card_played =
    { $led ->
        [yes] { $seat-you ->
            [yes] Je komt uit
           *[no] { $seat } komt uit
        } met { $card }.
       *[no] { $seat-you ->
            [yes] Je legt
           *[no] { $seat } legt
        } { $card } aan.
    }
# RULES 9.5: waarom een aflegreeks stopt; 9.6: wie de volgende begint.
event-chain_stopped =
    { $stop ->
        [out] { $next-you ->
            [yes] Je hebt geen kaarten meer en wint het afleggen.
           *[no] { $next } heeft geen kaarten meer en wint het afleggen.
        }
       *[other] De aflegreeks stopt: { $stop ->
            [top] de hoogste kaart is gespeeld
            [bottom] de laagste kaart is gespeeld
            [upcard] de volgende kaart is de omgedraaide kaart
            [dead] de volgende kaart is dood
            [talon] de volgende kaart ligt in de talon
           *[played] de volgende kaart is al gespeeld
        }; { $next-you ->
            [yes] jij komt uit voor de volgende reeks.
           *[no] { $next } komt uit voor de volgende reeks.
        }
    }
event-deal_settled =
    { $winner-you ->
        [yes] Je hebt
       *[no] { $winner } heeft
    } de laatste kaart { $lead ->
        [yes] uitgespeeld
       *[no] aangelegd
    } en krijgt { $chips ->
        [one] { $chips } fiche.
       *[other] { $chips } fiches.
    }
# RULES 9.8: de Pinke gaat naar de winnaar.
settlement-mid =
    { $chips ->
        [one] { $chips } fiche komt uit de Pinke.
       *[other] { $chips } fiches komen uit de Pinke.
    }
# RULES 9.8, 9.9, ED-23: een verliezer betaalt één fiche per overgebleven kaart, hoogstens zijn voorraad.
settlement-paid =
    { $seat-you ->
        [yes] Je betaalt
       *[no] { $seat } betaalt
    } { $paid ->
        [one] { $paid } fiche
       *[other] { $paid } fiches
    } voor { $count ->
        [one] { $count } overgebleven kaart
       *[other] { $count } overgebleven kaarten
    }{ $forgiven ->
        [0] .
        [one] ; { $forgiven } wordt kwijtgescholden.
       *[other] ; { $forgiven } worden kwijtgescholden.
    }
event-deal_ended = Gift { $deal } is voorbij.
event-match_ended =
    Het spel is voorbij na { $deals ->
        [one] { $deals } gift
       *[other] { $deals } giften
    }: { $reason ->
        [max_deals] het afgesproken aantal giften is bereikt.
        [ante_shortfall] een speler kan de volgende inzet van { $ante ->
            [one] { $ante } fiche
           *[other] { $ante } fiches
        } niet betalen.
       *[both] het afgesproken aantal giften is bereikt, en een speler kan de volgende inzet van { $ante ->
            [one] { $ante } fiche
           *[other] { $ante } fiches
        } niet betalen.
    }
# RULES 10.3: één regel van de stand.
standing =
    { $place }. { $seat-you ->
        [yes] jij
       *[no] { $seat }
    }: { $chips ->
        [one] { $chips } fiche
       *[other] { $chips } fiches
    }{ $paid ->
        [no] { " " }(kon de inzet niet betalen)
       *[yes] {""}
    }
# RULES 10.4: de fiches op het bord gaan naar niemand.
board-shared =
    { $chips ->
        [one] Het bord wordt verdeeld: elke speler krijgt { $chips } fiche.
       *[other] Het bord wordt verdeeld: elke speler krijgt { $chips } fiches.
    }

board-left =
    { $chips ->
        [one] { $chips } fiche blijft op het bord en gaat naar niemand.
       *[other] { $chips } fiches blijven op het bord en gaan naar niemand.
    }

event-timed_out =
    { $seat-you ->
        [yes] Je tijd is om; de zet bij tijdoverschrijding wordt voor je gespeeld.
       *[no] De tijd van { $seat } is om; de zet bij tijdoverschrijding wordt voor { $seat } gespeeld.
    }

## Weigeringen: waarom een actie niet mag (naar haar code).

rejection-match_over = Het spel is voorbij.
rejection-seat_out_of_range = Die plaats bestaat niet aan deze tafel.
rejection-not_your_turn = Je bent niet aan de beurt.
rejection-wrong_phase = Die actie hoort niet bij deze fase.
rejection-not_eligible = Zonder minstens een paar mag je alleen passen of uitstappen.
rejection-bet_outstanding = Er staat een inzet: meegaan, verhogen of uitstappen.
rejection-nothing_to_call = Er staat geen inzet: passen of inzetten.
rejection-bet_below_minimum = Een inzet of verhoging is minstens 1 fiche.
rejection-above_maximum = Dat is meer dan het plafond toestaat.
rejection-insufficient_chips = Zoveel fiches heb je niet.
rejection-card_not_in_hand = Die kaart zit niet in je hand.
rejection-direction_not_allowed = Er kan nu geen richting worden gekozen.
rejection-direction_required = Wie als eerste uitkomt, kiest de richting: voeg up of down toe.
rejection-deck_order_not_allowed = Dit spel schudt uit zijn seed; het neemt geen kaartvolgorde aan.
rejection-deck_order_required = Dit spel deelt uit opgegeven kaartvolgordes, en voor deze gift is er geen meer.
rejection-invalid_deck_order = Die kaartvolgorde is geen volledig spel kaarten van dit spel.

## Het scherm van `poch play`.

play-prompt = Jouw actie
play-help = Typ een actie: pass (passen), bet N (inzetten), call (meegaan), raise N (verhogen), fold (uitstappen), lead KAART (uitkomen, bijvoorbeeld QH voor de hartenvrouw; bij het eerste uitkomen, als de uitkomer kiest, met up of down erachter), deal (delen). Of: history (de hele gift tot nu toe), help, quit.
play-not-an-action = „{ $input }” is geen actie.
play-refused = Niet toegestaan: { $why }
play-you-may = Je kunt: { $choices }
play-history = Gift { $deal } tot nu toe:
play-commitment = Gift { $deal } wordt gedeeld uit een vooraf vastgelegde seed: de vastlegging (SHA-256) is { $commitment }.
play-seed = De seed van gift { $deal } is onthuld: { $seed }. Iedereen kan hem met de vastlegging vergelijken en de gift opnieuw delen:
play-left =
    Je verlaat het spel na { $deals ->
        [one] { $deals } gift.
       *[other] { $deals } giften.
    } De stand tot nu toe:
