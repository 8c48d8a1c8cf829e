### Poch Engine: setningene for hendelser og trekk, og ordene ved bordet, på norsk bokmål.
### Ordene er fra [003] (betalingsfarge, midtpotten, budpotten, mariage, sekvens, giv, giver,
### brikker, satse, syne, høyne, stå over, avlegging, går ut). Argumentene står i toppen av en.ftl.

## Kort. RULES 0.3 og 3.3: valører og farger, franske eller bayerske.

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
                [11] Kn
                [12] D
                [13] K
                [14] E
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
               *[other] ess
            }
        [13] konge
        [12] { $deck ->
                [bavarian36] Ober
               *[other] dame
            }
        [11] { $deck ->
                [bavarian36] Unter
               *[other] knekt
            }
        [10] ti
        [9] ni
        [8] åtte
        [7] sju
        [6] seks
        [5] fem
        [4] fire
        [3] tre
       *[2] to
    }
suit-name =
    { $deck ->
        [bavarian36]
            { $suit ->
                [C] eikenøtter
                [S] løv
                [H] hjerter
               *[D] bjeller
            }
       *[other]
            { $suit ->
                [C] kløver
                [S] spar
                [H] hjerter
               *[D] ruter
            }
    }
# Formen etter «tre», «fire» og «et par».
rank-counted =
    { $rank ->
        [14] { $deck ->
                [bavarian36] Dauser
               *[other] ess
            }
        [13] konger
        [12] { $deck ->
                [bavarian36] Obere
               *[other] damer
            }
        [11] { $deck ->
                [bavarian36] Untere
               *[other] knekter
            }
        [10] tiere
        [9] niere
        [8] åttere
        [7] sjuere
        [6] seksere
        [5] femmere
        [4] firere
        [3] treere
       *[2] toere
    }
group-pair = et par { rank-counted }
# RULES 8.1: par, tress og fire like ([003]).
group =
    { $size ->
        [2] { group-pair }
        [3] tre { rank-counted }
       *[4] fire { rank-counted }
    }

## Ordene ved bordet.

phase-claims = Betalingspottene
phase-pochen = Pochen
phase-discard = Avlegging
phase-between_deals = Mellom givene
phase-match_over = Matchen er over

field-A =
    { $deck ->
        [bavarian36] Daus
       *[other] Ess
    }
    .title = den som har kortet i betalingsfargen, tar potten
field-K = Konge
    .title = den som har kongen i betalingsfargen, tar potten
field-Q =
    { $deck ->
        [bavarian36] Ober
       *[other] Dame
    }
    .title = den som har kortet i betalingsfargen, tar potten
field-J =
    { $deck ->
        [bavarian36] Unter
       *[other] Knekt
    }
    .title = den som har kortet i betalingsfargen, tar potten
field-T = Ti
    .title = den som har tieren i betalingsfargen, tar potten
field-MAR = Mariage
    .title = den som har både konge og dame i betalingsfargen, tar potten
field-SEQ = Sekvens
    .title = den som har sju, åtte og ni i betalingsfargen, tar potten
field-POCH = Pochen
    .title = budpotten: den beste gruppen tar den
field-MID = Midtpotten
    .title = den som går ut først, tar midtpotten

status-IN = med
status-FOLDED = har stått over
status-ALL_IN = all in
status-OUT = ute

direction-up = oppover
direction-down = nedover

outcome-all_passed = alle passet
outcome-uncontested = uten motspill
outcome-showdown = visning

label-you = du
label-board = Brett
label-stacks = Brikker
label-deal = Giv { $deal }
label-dealer = Giver
label-forehand = Forhånd
label-upcard = Oppsnudd kort
label-pay-suit = Betalingsfarge
label-your-hand = Din hånd
label-best-group = Din beste gruppe
label-high-stake = Høyeste bud
label-contributions = Bud
label-cards-held = Kort på hånden
label-direction = Retning
label-talon = Talong
label-dead = Døde kort
label-history = Forløp
label-standings = Stilling
label-players = Spillere
label-bots = Roboter
label-preset = Regelsett
label-language = Språk

## Bordet i nettleseren (/play): overskriftene, skjemaet og knappene.

page-language-name = Norsk bokmål
page-title = Poch: bordet
page-setup-title = En ny match
page-your-name = Navnet ditt
page-your-seat = Plassen din
page-seat = Plass { $seat }
page-bot-random = Tilfeldig robot
page-bot-heuristic = Heuristisk robot
page-bot-search = Søkerobot
page-bot-timeout = Tidsavbruddsrobot
page-bot-infoset = Søkerobot som leser de andres bud
page-max-deals = Giv (tomt: til matchen slutter av seg selv)
page-seed = Frø (64 heksadesimale sifre; tomt: serveren trekker ett)
page-start = Start matchen
page-dealing = Det gis …
page-table-title = Bordet
page-deal-title = Givet
page-seats-title = Plassene
page-col-seat = Spiller
page-col-stack = Brikker
page-col-in-play = I spill
page-chain-title = Avleggingsrekken
page-controls-title = Ditt trekk
page-waiting = De andre spiller.
page-chips =
    { $chips ->
        [one] { $chips } brikke
       *[other] { $chips } brikker
    }
page-lead-card = Legg ut et kort
page-card-name = { suit-name } { rank-name }
page-to-act =
    { $seat-you ->
        [yes] din tur
       *[no] { $seat } sin tur
    }
page-in-play = { $status }, { page-chips } satset
page-standings-after = Stilling etter { $deals } giv
page-again = En ny match
page-call = { action-call.label }: legg inn { page-chips }
page-lead-the = { $card }: legg ut { $card-name }
# Tempoet de andres trekk vises i, ett og ett.
page-pace = Tempo på de andres trekk
page-pace-slow = Sakte
page-pace-normal = Normalt
page-pace-fast = Raskt
page-pace-fastest = Raskest
page-skip = Hopp til neste oppsummering
page-continue = Fortsett
# Øyeblikkene: bordet stopper for en oppsummering.
page-moment-claims = Oppgjøret av pottene
page-moment-pochen = Slutten på pochen
page-moment-settlement = Oppgjøret
page-moment-match = Slutten på matchen
page-no-claims = Ingen tok en pott: hver pott beholder brikkene sine til neste giv.
page-payments = Hvem betalte hva
page-col-cards-left = Kort igjen
page-col-paid = Betalt
page-col-receives = Får
# Rettferdige giv: forpliktelsen før kortene, frøet etter givet.
page-commitment = Forpliktelse
page-deal-seed = Frøet til givet
page-seed-later = Frøet til givet blir avslørt når givet er over; da kan alle sjekke at det hører til forpliktelsen og gir nøyaktig disse kortene.
page-verify = Kontroller dette givet
page-verifying = Givet kontrolleres …
page-verified = Kontrollert: frøet hører til forpliktelsen (SHA-256), og det gir din hånd og det oppsnudde kortet slik de ble gitt.
page-not-verified = Ikke bekreftet: { $why }.
page-verify-commitment = frøets SHA-256 er ikke forpliktelsen
page-verify-hand = frøet gir deg andre kort enn du fikk
page-verify-upcard = frøet snur opp et annet kort
# Slik spiller du, kort fortalt.
page-howto-title = Slik spiller du
page-howto-deal = I hvert giv legger hver spiller først 1 brikke i hver pott på brettet. Så gis kortene, og det siste snus opp: fargen er betalingsfargen.
page-howto-claims = 1. Pottene: den som har ess, konge, dame, knekt eller ti i betalingsfargen, tar den potten; konge og dame sammen tar også Mariage, og sju, åtte og ni tar Sekvens. En pott ingen tar, beholder brikkene sine til neste giv.
page-howto-pochen = 2. Pochen: en budrunde om den beste gruppen (par, tress eller fire like). Forhånd, spilleren etter giveren, begynner. I de fleste regelsett kan bare den som har minst et par, satse. Du kan passe, satse, syne, høyne eller stå over; den beste gruppen tar budene og budpotten, og av to like par vinner paret med kortet i betalingsfargen.
page-howto-discard = 3. Avlegging: den som legger ut, spiller et kort; den som har neste høyere kort i samme farge, må legge det, og så videre til rekken stopper; da legger den som spilte sist, ut igjen. Den som først blir kvitt alle kortene sine, tar midtpotten og en brikke fra hver av de andre for hvert kort de har igjen.
page-howto-end = Matchen slutter når en spiller ikke kan betale innsatsen, eller etter antallet giv som ble valgt ved start. Flest brikker vinner.
page-howto-bets = Beløp: når du satser, oppgir du brikkene du legger inn; når du høyner, brikkene du legger til over høyeste bud; å syne legger inn det som trengs for å komme opp på det.
page-howto-table = Dette bordet spiller med disse pottene: { $fields }. Regelsettet kan endre noen regler; beskrivelsen sier hvilke.
page-rules-link = Den fullstendige spesifikasjonen (på engelsk)
page-terms = Hva ordene betyr
page-explain-dealer = gir kortene; etter hvert giv gir neste spiller.
page-explain-forehand = spilleren etter giveren: begynner i pochen og legger ut først når ingen vant pochen.
page-explain-upcard = det siste kortet i givet, snudd opp; det tilhører ingen, og fargen er betalingsfargen.
page-explain-pay-suit = fargen på det oppsnudde kortet: ess, konge, dame, knekt og ti i den fargen tar pottene på brettet.
page-explain-commitment = SHA-256-hashen av frøet til dette givet, vist før kortene: frøet som avsløres etter givet, må høre til den; slik lå kortene fast før noen så dem.
page-explain-stack = brikkene en spiller har, uten dem på brettet.
page-explain-cards-held = hvor mange kort hver spiller har nå.
page-explain-in-play = i pochen: om spilleren fortsatt er med, har stått over, er all in eller ute, og hvor mange brikker han har satset.
page-explain-chain = kortene i rekken som spilles nå: hvert kort følges av neste høyere i samme farge, lagt av den som har det, til rekken stopper.
page-explain-pochen = budrunden om den beste gruppen; høyeste bud er den største summen en spiller har satset.
page-explain-high-stake = den største summen en spiller har satset i denne pochen: å syne kommer opp på den, å høyne går over den.
page-bet-legend = Satse: legg inn { $min } til { $max } brikker
page-bet-amount = Brikker å legge inn
page-raise-legend = Høyne med { $min } til { $max } brikker over høyeste bud på { $high }: det blir da { $from } til { $to }
page-raise-amount = Høyne med (brikker)
# Bordet tegnet som et bord, oppsettet fra tjenestens svar, tidligere giv, rapporten.
page-guide-link = Reglene for spillere
page-leave = Forlat bordet
page-leave-confirm = Forlate dette bordet? Matchen er da over for deg, og denne fanen glemmer den.
page-restored = Bordet ditt er tilbake slik du forlot det (denne fanen tok vare på det).
page-not-restored = Bordet denne fanen tok vare på, kan ikke fortsette:
page-starting-chips = Brikker hver spiller starter med (minst { $ante }, den første innsatsen)
page-checking-preset = Tjenesten spørres hvilke bord dette regelsettet tillater …
page-cards-held =
    { $count ->
        [0] ingen kort
        [one] { $count } kort på hånden
       *[other] { $count } kort på hånden
    }
page-away = borte
page-clock = Klokke
page-this-deal = Dette givet: { $chips }
page-next-deal =
    { $seat-you ->
        [yes] neste er giv { $deal }, og du gir
       *[no] neste er giv { $deal }: { $seat } gir
    }
page-hand-between = Kortene i neste giv gis når det begynner; det hver spiller hadde, står under «Tidligere giv».
page-hand-over = Matchen er over; det hver spiller hadde, står under «Tidligere giv».
page-pot = Pott: { $pot } (Pochen { $poch } og { $bets } satset)
page-quick-legend = Raske beløp
page-quick-least = Minst: { $chips }
page-quick-half = Halve potten: { $chips }
page-quick-pot = Potten: { $chips }
page-quick-all-in = Alt: { $chips }
page-quick-most = Mest: { $chips }
page-fields-explained = Hva plassene og pottene viser
page-past-title = Tidligere giv
page-past-none = Ingen giv er over ennå.
page-deal-result = Giv { $deal }: hver hånd, og hva givet ga hver spiller
page-col-hand = Gitt hånd
page-col-ante = Innsats
page-col-claims = Pottene
page-col-discard = Avlegging
page-col-deal = Dette givet
page-hands-later = leses fra det avslørte frøet …
page-graph-title = Brikker gjennom matchen
page-graph-start = Begynnelsen
page-graph-numbers = Tallene
page-download = Last ned matchrapporten
page-download-hint = Én linje JSON i prosjektets format for matchrapporter: `poch replay --server URL FIL` spiller den igjen gjennom en tjeneste.
page-download-later = Serveren trakk frøet til denne matchen, så rapporten oppgir i stedet kortstokken til hvert giv: den kan lastes ned når matchen er over og frøet til hvert giv er avslørt.
page-fair-server-drew = Ved dette øvingsbordet trakk serveren frøet til matchen, og den spiller alle de andre plassene. Kontrollen viser at kortene i hvert giv lå fast før det begynte, og at frøet gir dem; den kan ikke vise at serveren ikke valgte frøet. Ved et bord med mennesker legger hver spiller til et eget frø, så ingen velger kortene.
page-fair-you-chose = Du valgte frøet til denne matchen, og dermed kortene: kontrollen viser at hvert giv er det frøet ditt gir.
page-error-other = Tjenesten avviste: { $code }.
page-error-unreachable = Tjenesten kan ikke nås; sjekk forbindelsen og prøv igjen.
page-error-player_count = Kortstokken i dette regelsettet holder ikke til så mange spillere.
page-error-dreier_needs_three_players = Dette regelsettet er for nøyaktig tre spillere.
page-error-five_talon_too_few_cards = Med fem kort hver har kortstokken for få kort til så mange spillere.
page-error-show_pair_needs_pair_required = Disse reglene lar en ubestridt vinner vise et par; da kan bare spillere med et par satse.
page-error-starting_chips_below_ante = Hver spiller må starte med minst den første innsatsen.
page-error-invalid_players = Spillernes navn må være forskjellige, hvert 1 til 64 tegn uten kontrolltegn.
page-error-unknown_preset = Tjenesten kjenner ikke dette regelsettet.
page-error-caller_seed_forbidden = Denne tjenesten trekker hvert frø selv: la frøet stå tomt.
page-error-invalid_argument = Et felt i skjemaet kan ikke leses; sjekk frøet (64 heksadesimale sifre) og tallene.
page-error-state_tampered = Bordet ble forseglet av en annen server, eller av denne før en omstart.
page-error-overloaded = Tjenesten er opptatt; prøv igjen om litt.
page-error-timeout = Tjenesten brukte for lang tid; prøv igjen.
# Et bord med mennesker, på en bordserver (poch-tables).
page-fair-people = Hver person ved dette bordet la et eget frø til serverens (først hashen, så frøet), så ingen, verken serveren eller noen spiller, valgte kortene.
page-people-title = Et bord med mennesker
page-people-intro = Lag et bord, send hver person lenken til plassen sin, og spill sammen; robotene spiller plassene du gir dem.
page-people-seats = Hvem sitter hvor
page-people-count = Plasser ved bordet
page-people-person = En person
page-people-name = Navnet ditt ved bordet
page-people-your-seed = Frøet ditt til kortene (hvilken som helst tekst opptil 64 tegn; tomt: denne nettleseren trekker ett)
page-people-move-s = Sekunder for hvert trekk
page-people-bank-s = Sekunder tidsreserve for hele matchen
page-people-open = Alle kan ta en ledig plass (bordet vises)
page-people-create = Lag bordet og sett deg
page-people-open-tables = Bord med en ledig plass
page-people-no-open = Ingen bord har en plass ledig for alle.
page-people-watch = Se på dette bordet
page-people-take-free = Ta plass { $seat }
page-people-join-title = En plass ved et bord
page-people-join = Du er invitert til plass { $seat }.
page-people-sit = Sett deg
page-people-lobby-title = Plassene og frøene
page-people-stage-seating = Alle setter seg ennå.
page-people-stage-committing = Serveren har forpliktet seg til frøet sitt; hver person forplikter seg først med hashen av frøet sitt.
page-people-stage-revealing = Alle hashene er inne; frøene vises.
page-people-stage-playing = Matchen er i gang.
page-people-stage-finished = Matchen er over.
page-people-stage-abandoned = Bordet ble oppgitt.
page-people-seat-free = ledig
page-people-seed-hash-given = frø forpliktet
page-people-seed-shown = frø { $seed }
page-people-invitations = Invitasjoner: send hver person lenken til plassen sin
page-people-copy = Kopier lenken
page-people-copied = Kopiert
page-people-commitment = Serverens forpliktelse (SHA-256 av det hemmelige frøet), vist før noen ga et frø
page-people-my-seed = Frøet ditt: { $seed } (SHA-256: { $hash })
page-people-server-seed = Serverens frø, vist nå som matchen er over
page-people-fair = Kortene i hvert giv kommer fra serverens frø og alle personenes frø sammen. Frøet til hvert giv vises når det slutter, serverens når matchen slutter; da kan hvert giv kontrolleres.
page-people-you-are-seat = Du sitter på plass { $seat } som { $name }.
page-people-watching = Du ser på: du ser det hver spiller kan se, og ingens hånd.
page-people-away = Du er borte: en robot spiller for plassen din til du kommer tilbake.
page-people-back = Tilbake til plassen din
page-people-leave-confirm = Forlate dette bordet? Under matchen spiller en robot plassen din til du kommer tilbake.
page-people-connecting = Kobler til bordet …
page-people-reconnecting = Forbindelsen er borte; kobler til igjen …
page-people-clock-turn = { $time } igjen
page-people-clock-bank = reserve { $time }
page-people-check = Kontroller dette givet
page-people-check-seed-ok = Denne nettleseren regnet ut SHA-256 av givets frø: det er forpliktelsen som ble vist før kortene ble gitt. Kortene i dette givet lå altså fast før noen gjorde noe.
page-people-check-seed-bad = Denne nettleseren regnet ut SHA-256 av givets frø, og det er IKKE forpliktelsen som ble vist før givet. Ta vare på matchrapporten og meld fra om bordet.
page-people-check-chain-ok = Hele kjeden holder: frøet til dette givet kommer fra serverens frø, forpliktet før noen ga et frø, og fra hver persons frø, ditt også. Så ingen, verken serveren eller noen spiller, valgte disse kortene.
page-people-check-chain-bad = Hele kjeden holder IKKE for dette givet: ta vare på matchrapporten og meld fra om bordet.
page-people-check-chain-later = Ikke vist ennå: at dette frøet kommer fra serverens og alle personenes frø sammen. Det kontrolleres når matchen er over og serveren viser frøet sitt.
page-people-check-limits = Det ingen kontroll viser: at ingen så på skjermen din, eller at spillere ikke fortalte hverandre kortene sine utenfor bordet. For å kontrollere givet uten denne siden:
page-error-table_not_found = Dette bordet finnes ikke (lenger).
page-error-seat_not_found = Bordet har ikke den plassen.
page-error-credential_required = Dette krever nøkkelen til plassen din; ta plassen med invitasjonen først.
page-error-credential_invalid = Plassen denne nettleseren tok vare på, er ikke en plass ved dette bordet.
page-error-invitation_invalid = Denne invitasjonen hører ikke til denne plassen (eller er brukt).
page-error-seat_taken = Noen sitter der allerede.
page-error-name_taken = En annen person ved bordet har dette navnet.
page-error-wrong_stage = Bordet er ikke på det stadiet.
page-error-conflict = Bordet har gått videre i mellomtiden; ingenting ble gjort. Prøv igjen.
page-error-seed_mismatch = Frøet passer ikke til hashen som ble gitt før.
page-error-too_many_tables = Du har så mange åpne bord som man får ha.
page-error-too_many_connections = For mange forbindelser fra denne adressen.
page-error-rate_limited = For mange meldinger på en gang; ta det roligere.
page-error-engine_unavailable = Bordserveren når ikke motoren; ingenting ble gjort.

## Trekk (RULES 12.4) og navnet på knappen.

action-pass =
    { $seat-you ->
        [yes] Du passer.
       *[no] { $seat } passer.
    }
    .label = Passe
action-bet =
    { $seat-you ->
        [yes] Du satser
       *[no] { $seat } satser
    } { $amount ->
        [one] { $amount } brikke.
       *[other] { $amount } brikker.
    }
    .label = Satse
action-call =
    { $seat-you ->
        [yes] Du syner.
       *[no] { $seat } syner.
    }
    .label = Syne
action-raise =
    { $seat-you ->
        [yes] Du høyner
       *[no] { $seat } høyner
    } med { $amount ->
        [one] { $amount } brikke.
       *[other] { $amount } brikker.
    }
    .label = Høyne
action-fold =
    { $seat-you ->
        [yes] Du står over.
       *[no] { $seat } står over.
    }
    .label = Stå over
action-lead =
    { $seat-you ->
        [yes] Du legger
       *[no] { $seat } legger
    } ut { $card }{ $direction ->
        [up] , og i denne given går sekvensene oppover.
        [down] , og i denne given går sekvensene nedover.
       *[none] .
    }
    .label = Legge ut
action-deal =
    { $seat-you ->
        [yes] Du gir neste giv.
       *[no] { $seat } gir neste giv.
    }
    .label = Gi
action-timeout =
    { $seat-you ->
        [yes] Tiden din er ute.
       *[no] Tiden til { $seat } er ute.
    }
    .label = Tiden er ute

## Hendelser, i den rekkefølgen en giv gir dem.

event-deal_started =
    Giv { $deal }: { $dealer-you ->
        [yes] du gir
       *[no] { $dealer } gir
    }, og { $forehand-you ->
        [yes] du er
       *[no] { $forehand } er
    } forhånd.
event-ante_paid =
    Hver spiller legger { $chips ->
        [one] { $chips } brikke
       *[other] { $chips } brikker
    } på brettet.
event-hand_dealt =
    { $seat-you ->
        [yes] Du får
       *[no] { $seat } får
    } { $count } kort: { $cards }.
event-upcard_turned = Det oppsnudde kortet er { $card }: betalingsfargen er { suit-name }.
upcard-held =
    { $seat-you ->
        [yes] Det er ditt eget siste kort, og du beholder det på hånden.
       *[no] Det er det siste kortet til { $seat }, og det blir på hånden.
    }
dead-cards =
    { $count ->
        [one] { $count } dødt kort ligger
       *[other] { $count } døde kort ligger
    } åpent i midten: { $cards }.
talon-cards = { $count } kort blir liggende med bildesiden ned i talongen.
event-field_claimed =
    { $seat-you ->
        [yes] Du tar
       *[no] { $seat } tar
    } { $field ->
        [A] { $deck ->
                [bavarian36] dauspotten
               *[other] esspotten
            }
        [K] kongepotten
        [Q] { $deck ->
                [bavarian36] oberpotten
               *[other] damepotten
            }
        [J] { $deck ->
                [bavarian36] unterpotten
               *[other] knektpotten
            }
        [T] tipotten
        [MAR] mariagepotten
       *[SEQ] sekvenspotten
    } med { $cards }: { $chips ->
        [one] { $chips } brikke.
       *[other] { $chips } brikker.
    }
event-pochen_started =
    Pochen begynner med { $count } spillere; budpotten har { $poch ->
        [one] { $poch } brikke.
       *[other] { $poch } brikker.
    }
event-pochen_skipped = Pochen faller bort: færre enn to spillere har brikker, så det teller som om alle passet.
event-passed =
    { $seat-you ->
        [yes] Du passer
       *[no] { $seat } passer
    }{ $out ->
        [yes] { " " }og er ute av Pochen.
       *[no] .
    }
event-bet_placed =
    { $seat-you ->
        [yes] Du satser
       *[no] { $seat } satser
    } { $amount ->
        [one] { $amount } brikke
       *[other] { $amount } brikker
    }{ $allin ->
        [yes] { " " }og går all in.
       *[no] .
    }
event-called =
    { $seat-you ->
        [yes] Du syner
       *[no] { $seat } syner
    } med { $put ->
        [one] { $put } brikke
       *[other] { $put } brikker
    }{ $allin ->
        [yes] { " " }og går all in.
       *[no] .
    }
event-raised =
    { $seat-you ->
        [yes] Du høyner
       *[no] { $seat } høyner
    } med { $amount } og legger inn { $put ->
        [one] { $put } brikke
       *[other] { $put } brikker
    }{ $allin ->
        [yes] { " " }og går all in.
       *[no] .
    }
event-folded =
    { $seat-you ->
        [yes] Du står over.
       *[no] { $seat } står over.
    }
event-group_shown =
    { $seat-you ->
        [yes] Du viser
       *[no] { $seat } viser
    } { $size ->
        [0] ingen gruppe.
       *[other] { group }: { $cards }.
    }
event-pochen_ended =
    { $outcome ->
        [all_passed] Alle passet: budpotten beholder { $poch ->
            [one] sin { $poch } brikke
           *[other] sine { $poch } brikker
        } til neste giv.
        [uncontested] { $winner-you ->
            [yes] Du vinner
           *[no] { $winner } vinner
        } Pochen uten motspill og tar { $chips ->
            [one] { $chips } brikke.
           *[other] { $chips } brikker.
        }
       *[showdown] { $winner-you ->
            [yes] Du vinner
           *[no] { $winner } vinner
        } Pochen ved visningen og tar { $chips ->
            [one] { $chips } brikke.
           *[other] { $chips } brikker.
        }
    }
# ED-15: én linje for hver vinner av en pott.
layer-won =
    Pott { $layer } ({ $amount ->
        [one] { $amount } brikke
       *[other] { $amount } brikker
    }): { $seat-you ->
        [yes] du vinner
       *[no] { $seat } vinner
    } { $share }.
# RULES 8.9.1: en øverste pott med bare én berettiget går tilbake til ham.
layer-returned =
    Pott { $layer }: ingen synte { $share ->
        [one] { $share } brikke
       *[other] { $share } brikker
    }, og { $seat-you ->
        [yes] du tar
       *[no] { $seat } tar
    } { $share ->
        [one] den
       *[other] dem
    } tilbake.
# ED-14: brikkene til overs ved en deling.
layer-remainder =
    Pott { $layer }: { $chips ->
        [one] { $chips } brikke til overs blir
       *[other] { $chips } brikker til overs blir
    } i budpotten.
event-discard_started =
    Avleggingen begynner: { $leader-you ->
        [yes] du legger ut først.
       *[no] { $leader } legger ut først.
    }
event-direction_chosen =
    { $direction ->
        [up] I denne given går sekvensene oppover.
       *[down] I denne given går sekvensene nedover.
    }
event-card_played =
    { $led ->
        [yes] { $seat-you ->
            [yes] Du legger
           *[no] { $seat } legger
        } ut { $card }.
       *[no] { $seat-you ->
            [yes] Du legger
           *[no] { $seat } legger
        } { $card }.
    }
# RULES 9.5: hvorfor en sekvens brytes; 9.6: hvem som åpner den neste.
event-chain_stopped =
    { $stop ->
        [out] { $next-you ->
            [yes] Du har ingen kort igjen og går ut.
           *[no] { $next } har ingen kort igjen og går ut.
        }
       *[other] Sekvensen brytes: { $stop ->
            [top] det høyeste kortet er lagt
            [bottom] det laveste kortet er lagt
            [upcard] neste kort er det oppsnudde kortet
            [dead] neste kort er dødt
            [talon] neste kort ligger i talongen
           *[played] neste kort er allerede spilt
        }; { $next-you ->
            [yes] du åpner neste sekvens.
           *[no] { $next } åpner neste sekvens.
        }
    }
event-deal_settled =
    { $winner-you ->
        [yes] Du gikk
       *[no] { $winner } gikk
    } ut { $lead ->
        [yes] på et utspill
       *[no] på et tvunget kort
    } og får { $chips ->
        [one] { $chips } brikke.
       *[other] { $chips } brikker.
    }
# RULES 9.8: midtpotten går til vinneren.
settlement-mid =
    { $chips ->
        [one] { $chips } brikke kommer fra midtpotten.
       *[other] { $chips } brikker kommer fra midtpotten.
    }
# RULES 9.8, 9.9, ED-23: en taper betaler én brikke for hvert kort igjen, høyst det han har.
settlement-paid =
    { $seat-you ->
        [yes] Du betaler
       *[no] { $seat } betaler
    } { $paid ->
        [one] { $paid } brikke
       *[other] { $paid } brikker
    } for { $count } kort igjen{ $forgiven ->
        [0] .
       *[other] ; { $forgiven } blir ettergitt.
    }
event-deal_ended = Giv { $deal } er over.
event-match_ended =
    Matchen er over etter { $deals } giv: { $reason ->
        [max_deals] grensen for antall giv er nådd.
        [ante_shortfall] en spiller kan ikke legge de { $ante } brikkene før neste giv.
       *[both] grensen for antall giv er nådd, og en spiller kan ikke legge de { $ante } brikkene før neste giv.
    }
# RULES 10.3: én linje av stillingen.
standing =
    { $place }. { $seat-you ->
        [yes] du
       *[no] { $seat }
    }: { $chips ->
        [one] { $chips } brikke
       *[other] { $chips } brikker
    }{ $paid ->
        [no] { " " }(kunne ikke legge innsatsen)
       *[yes] {""}
    }
# RULES 10.4: brikker som blir liggende på brettet, tilfaller ingen.
board-shared =
    { $chips ->
        [one] Brettet deles: hver spiller får { $chips } brikke.
       *[other] Brettet deles: hver spiller får { $chips } brikker.
    }

board-left =
    { $chips ->
        [one] { $chips } brikke blir liggende på brettet og tilfaller ingen.
       *[other] { $chips } brikker blir liggende på brettet og tilfaller ingen.
    }

event-timed_out =
    { $seat-you ->
        [yes] Tiden din gikk ut; trekket ved tidsavbrudd spilles for deg.
       *[no] Tiden til { $seat } gikk ut; trekket ved tidsavbrudd spilles for { $seat }.
    }

## Avvisninger: hvorfor et trekk ikke er tillatt (etter koden).

rejection-match_over = Matchen er over.
rejection-seat_out_of_range = Den plassen finnes ikke ved dette bordet.
rejection-not_your_turn = Det er ikke din tur.
rejection-wrong_phase = Det trekket hører ikke til denne fasen.
rejection-not_eligible = Uten minst ett par kan du bare passe eller stå over.
rejection-bet_outstanding = Det står et bud: syn, høyn eller stå over.
rejection-nothing_to_call = Det står ikke noe bud: pass eller sats.
rejection-bet_below_minimum = Et bud eller en høyning er minst én brikke.
rejection-above_maximum = Det er mer enn taket tillater.
rejection-insufficient_chips = Så mange brikker har du ikke.
rejection-card_not_in_hand = Det kortet har du ikke på hånden.
rejection-direction_not_allowed = Retning kan ikke velges nå.
rejection-direction_required = Det første utspillet velger retningen: legg til up eller down.
rejection-deck_order_not_allowed = Denne matchen stokker fra sitt eget frø; den tar ingen kortrekkefølge.
rejection-deck_order_required = Denne matchen gir fra oppgitte kortstokker, og det er ingen igjen til denne given.
rejection-invalid_deck_order = Den kortrekkefølgen er ikke en hel kortstokk for denne matchen.

## Skjermen i `poch play`.

play-prompt = Ditt trekk
play-help = Skriv et trekk: pass (passe), bet N (satse), call (syne), raise N (høyne), fold (stå over), lead KORT (legge ut, for eksempel QH for hjerter dame; ved første utspill, når den som legger ut velger, med up eller down etter), deal (gi). Eller: history (hele given så langt), help, quit.
play-not-an-action = «{ $input }» er ikke et trekk.
play-refused = Ikke tillatt: { $why }
play-you-may = Du kan: { $choices }
play-history = Giv { $deal } så langt:
play-commitment = Giv { $deal } gis fra et frø som er bestemt på forhånd: forpliktelsen (SHA-256) er { $commitment }.
play-seed = Frøet til giv { $deal } er avslørt: { $seed }. Alle kan sjekke det mot forpliktelsen og gi givet på nytt:
play-left = Du forlater matchen etter { $deals } giv. Stillingen så langt:
