### Poch Engine: tapahtumien ja siirtojen lauseet sekä pöydän sanat suomeksi.
### Sanat ovat lähteestä [004] (maksumaa, etukäsi, avioliitto, suora, pochen-potti, keskuspotti,
### pelimerkki, passata, panostaa, korottaa, luovuttaa, sarja). Argumentit on kuvattu en.ftl:n
### alussa. Pelaajan nimeä ei taivuteta: kun lause tarvitsee sijamuodon, taipuu sana "pelaaja".

## Kortit. RULES 0.3 ja 3.3: arvot ja maat, ranskalaiset tai baijerilaiset.

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
               *[other] ässä
            }
        [13] kuningas
        [12] { $deck ->
                [bavarian36] Ober
               *[other] kuningatar
            }
        [11] { $deck ->
                [bavarian36] Unter
               *[other] sotilas
            }
        [10] kymppi
        [9] yhdeksikkö
        [8] kahdeksikko
        [7] seiska
        [6] kuutonen
        [5] viitonen
        [4] nelonen
        [3] kolmonen
       *[2] kakkonen
    }
suit-name =
    { $deck ->
        [bavarian36]
            { $suit ->
                [C] tammenterhot
                [S] lehdet
                [H] sydämet
               *[D] kulkuset
            }
       *[other]
            { $suit ->
                [C] risti
                [S] pata
                [H] hertta
               *[D] ruutu
            }
    }
# Muoto lukusanojen "kolme" ja "neljä" jälkeen (partitiivi).
rank-counted =
    { $rank ->
        [14] { $deck ->
                [bavarian36] Dausia
               *[other] ässää
            }
        [13] kuningasta
        [12] { $deck ->
                [bavarian36] Oberia
               *[other] kuningatarta
            }
        [11] { $deck ->
                [bavarian36] Unteria
               *[other] sotilasta
            }
        [10] kymppiä
        [9] yhdeksikköä
        [8] kahdeksikkoa
        [7] seiskaa
        [6] kuutosta
        [5] viitosta
        [4] nelosta
        [3] kolmosta
       *[2] kakkosta
    }
group-pair =
    { $rank ->
        [14] { $deck ->
                [bavarian36] Daus-pari
               *[other] ässäpari
            }
        [13] kuningaspari
        [12] { $deck ->
                [bavarian36] Ober-pari
               *[other] kuningatarpari
            }
        [11] { $deck ->
                [bavarian36] Unter-pari
               *[other] sotilaspari
            }
        [10] kymppipari
        [9] yhdeksikköpari
        [8] kahdeksikkopari
        [7] seiskapari
        [6] kuutospari
        [5] viitospari
        [4] nelospari
        [3] kolmospari
       *[2] kakkospari
    }
# RULES 8.1: pari, kolme samaa, neljä samaa ([004]).
group =
    { $size ->
        [2] { group-pair }
        [3] kolme { rank-counted }
       *[4] neljä { rank-counted }
    }

## Pöydän sanat.

phase-claims = Potit
phase-pochen = Pochen
phase-discard = Stoppipeli
phase-between_deals = Jakojen välissä
phase-match_over = Peli on päättynyt

field-A =
    { $deck ->
        [bavarian36] Daus
       *[other] Ässä
    }
    .title = pelaaja, jolla on tämä maksumaan kortti, saa potin
field-K = Kuningas
    .title = pelaaja, jolla on maksumaan kuningas, saa potin
field-Q =
    { $deck ->
        [bavarian36] Ober
       *[other] Kuningatar
    }
    .title = pelaaja, jolla on tämä maksumaan kortti, saa potin
field-J =
    { $deck ->
        [bavarian36] Unter
       *[other] Sotilas
    }
    .title = pelaaja, jolla on tämä maksumaan kortti, saa potin
field-T = Kymppi
    .title = pelaaja, jolla on maksumaan kymppi, saa potin
field-MAR = Avioliitto
    .title = pelaaja, jolla on maksumaasta sekä kuningas että kuningatar, saa potin
field-SEQ = Suora
    .title = pelaaja, jolla on maksumaan seiska, kahdeksikko ja yhdeksikkö, saa potin
field-POCH = Pochen
    .title = pochen-potti: paras yhdistelmä voittaa sen
field-MID = Keskuspotti
    .title = keskuspotti: se, jolta kortit loppuvat ensin, voittaa sen

status-IN = mukana
status-FOLDED = luovuttanut
status-ALL_IN = all in
status-OUT = ulkona

direction-up = ylöspäin
direction-down = alaspäin

outcome-all_passed = kaikki passasivat
outcome-uncontested = ilman vastustajaa
outcome-showdown = korttien näyttö

label-you = sinä
label-board = Pelilauta
label-stacks = Pelimerkit
label-deal = Jako { $deal }
label-dealer = Jakaja
label-forehand = Etukäsi
label-upcard = Avokortti
label-pay-suit = Maksumaa
label-your-hand = Kätesi
label-best-group = Paras yhdistelmäsi
label-high-stake = Suurin panos
label-contributions = Panokset
label-cards-held = Kortteja kädessä
label-direction = Suunta
label-talon = Pakka
label-dead = Kuolleet kortit
label-history = Kulku
label-standings = Tilanne
label-players = Pelaajat
label-bots = Botit
label-preset = Säännöt
label-language = Kieli

## Pöytä selaimessa (/play): otsikot, aloituslomake ja painikkeet.

page-language-name = Suomi
page-title = Poch: pöytä
page-setup-title = Uusi peli
page-your-name = Nimesi
page-your-seat = Paikkasi
page-seat = Paikka { $seat }
page-bot-random = Satunnainen botti
page-bot-heuristic = Heuristinen botti
page-bot-search = Hakubotti
page-bot-timeout = Aikakatkaisubotti
page-bot-infoset = Hakubotti, joka lukee muiden panokset
page-max-deals = Jakoja (tyhjä: kunnes peli päättyy itsestään)
page-seed = Siemen (64 heksadesimaalinumeroa; tyhjä: palvelin arpoo sen)
page-start = Aloita peli
page-dealing = Jaetaan …
page-table-title = Pöytä
page-deal-title = Jako
page-seats-title = Paikat
page-col-seat = Pelaaja
page-col-stack = Pelimerkit
page-col-in-play = Pelissä
page-chain-title = Stoppiketju
page-controls-title = Sinun siirtosi
page-waiting = Muut pelaavat.
page-chips =
    { $chips ->
        [one] { $chips } pelimerkki
       *[other] { $chips } pelimerkkiä
    }
page-lead-card = Pelaa kortti
page-card-name = { suit-name } { rank-name }
page-to-act =
    { $seat-you ->
        [yes] sinun vuorosi
       *[no] vuorossa { $seat }
    }
page-in-play = { $status }, panos { page-chips }
page-standings-after =
    { $deals ->
        [one] Tilanne { $deals } jaon jälkeen
       *[other] Tilanne { $deals } jaon jälkeen
    }
page-again = Uusi peli
page-call = { action-call.label }: lisää { page-chips }
page-lead-the = { $card }: pelaa { $card-name }
# Tahti, jolla muiden siirrot näytetään yksi kerrallaan.
page-pace = Muiden siirtojen tahti
page-pace-slow = Hidas
page-pace-normal = Tavallinen
page-pace-fast = Nopea
page-pace-fastest = Nopein
page-skip = Siirry seuraavaan yhteenvetoon
page-continue = Jatka
# Hetket: pöytä pysähtyy yhteenvetoon.
page-moment-claims = Potit jaetaan
page-moment-pochen = Pochenin loppu
page-moment-settlement = Tilinteko
page-moment-match = Pelin loppu
page-no-claims = Kukaan ei saanut pottia: jokainen potti säilyttää pelimerkkinsä seuraavaan jakoon.
page-payments = Kuka maksoi mitä
page-col-cards-left = Kortteja jäljellä
page-col-paid = Maksoi
page-col-receives = Saa
# Reilut jaot: sitoumus ennen kortteja, siemen jaon jälkeen.
page-commitment = Sitoumus
page-deal-seed = Jaon siemen
page-seed-later = Jaon siemen paljastetaan jaon jälkeen; silloin kuka tahansa voi tarkistaa, että se vastaa sitoumusta ja jakaa juuri nämä kortit.
page-verify = Tarkista tämä jako
page-verifying = Jakoa tarkistetaan …
page-verified = Tarkistettu: siemen vastaa sitoumusta (SHA-256) ja jakaa kätesi ja avokortin niin kuin ne jaettiin.
page-not-verified = Ei vahvistettu: { $why }.
page-verify-commitment = siemenen SHA-256 ei ole sitoumus
page-verify-hand = siemen jakaa sinulle eri kortit kuin sait
page-verify-upcard = siemen kääntää esiin eri avokortin
# Näin pelataan, lyhyesti.
page-howto-title = Näin pelataan
page-howto-deal = Joka jaossa jokainen pelaaja laittaa ensin yhden pelimerkin pelilaudan jokaiseen pottiin. Sitten kortit jaetaan, ja viimeinen käännetään esiin: avokortti. Sen maa on maksumaa.
page-howto-claims = 1. Potit: se, jolla on maksumaan ässä, kuningas, kuningatar, sotilas tai kymppi, saa sen potin; kuningas ja kuningatar yhdessä saavat myös avioliiton, ja seiska, kahdeksikko ja yhdeksikkö suoran. Potti, jota kukaan ei saa, säilyttää pelimerkkinsä seuraavaan jakoon.
page-howto-pochen = 2. Pochen: panostuskierros parhaasta yhdistelmästä (pari, kolmoset tai neloset). Etukäsi, jakajan jälkeinen pelaaja, aloittaa. Useimmissa säännöissä vain se, jolla on vähintään pari, saa panostaa. Voit passata, panostaa, tasata, korottaa tai luovuttaa; paras yhdistelmä voittaa panokset ja pochen-potin, ja kahdesta samanarvoisesta parista voittaa se, jossa on maksumaan kortti.
page-howto-discard = 3. Stoppipeli: pelaaja pelaa kortin, ja sen, jolla on saman maan seuraavaksi suurempi kortti, on pelattava se, ja niin edelleen, kunnes ketju pysähtyy; silloin viimeksi pelannut pelaa uudelleen. Se, jolta kortit loppuvat ensin, voittaa keskuspotin ja jokaiselta muulta pelaajalta pelimerkin jokaisesta kortista, joka tälle jäi käteen.
page-howto-end = Peli päättyy, kun joku pelaaja ei pysty maksamaan panosta, tai alussa valitun jakomäärän jälkeen. Eniten pelimerkkejä voittaa.
page-howto-bets = Määrät: panostaessa ilmoitat pelimerkit, jotka laitat peliin; korottaessa pelimerkit, jotka lisäät suurimman panoksen päälle; tasaus lisää sen, mitä tarvitset päästäksesi siihen.
page-howto-table = Tässä pöydässä pelataan näillä poteilla: { $fields }. Sääntöjoukko voi muuttaa joitakin sääntöjä; sen kuvaus kertoo mitä.
page-rules-link = Koko määrittely (englanniksi)
page-terms = Mitä sanat tarkoittavat
page-explain-dealer = jakaa kortit; jokaisen jaon jälkeen jakaa seuraava pelaaja.
page-explain-forehand = jakajan jälkeinen pelaaja: aloittaa pochenin ja pelaa ensimmäisenä stoppipelissä, jos kukaan ei voittanut pochenia.
page-explain-upcard = jaon viimeinen kortti, käännetty esiin; se ei kuulu kenellekään, ja sen maa on maksumaa.
page-explain-pay-suit = avokortin maa: sen maan ässä, kuningas, kuningatar, sotilas ja kymppi saavat pelilaudan potit.
page-explain-commitment = tämän jaon siemenen SHA-256-tiiviste, näytetty ennen kortteja: jaon jälkeen paljastettavan siemenen on vastattava sitä, joten kortit oli lyöty lukkoon ennen kuin kukaan näki ne.
page-explain-stack = pelaajan pelimerkit, ilman pelilaudalla olevia.
page-explain-cards-held = montako korttia kullakin pelaajalla on nyt.
page-explain-in-play = pochenissa: onko pelaaja yhä mukana, luovuttanut, all in vai ulkona, ja montako pelimerkkiä hän on panostanut.
page-explain-chain = käynnissä olevan ketjun kortit: kutakin korttia seuraa saman maan seuraavaksi suurempi, jonka pelaa se, jolla se on, kunnes ketju pysähtyy.
page-explain-pochen = panostuskierros parhaasta yhdistelmästä; suurin panos on suurin summa, jonka joku pelaaja on panostanut.
page-explain-high-stake = suurin summa, jonka joku pelaaja on tässä pochenissa panostanut: tasaus nousee siihen, korotus menee sen yli.
page-bet-legend = Panosta: { $min }–{ $max } pelimerkkiä
page-bet-amount = Panostettavat pelimerkit
page-raise-legend = Korota { $min }–{ $max } pelimerkillä suurimman panoksen { $high } päälle: siitä tulee { $from }–{ $to }
page-raise-amount = Korotus (pelimerkkiä)
# Pöytä piirrettynä pöytänä, asetukset palvelun vastauksista, aiemmat jaot, tallenne.
page-guide-link = Säännöt pelaajille
page-leave = Poistu pöydästä
page-leave-confirm = Poistutaanko pöydästä? Peli päättyy silloin sinun osaltasi, ja tämä välilehti unohtaa sen.
page-restored = Pöytäsi on palannut sellaisena kuin jätit sen (tämä välilehti säilytti sen).
page-not-restored = Tämän välilehden säilyttämää pöytää ei voi jatkaa:
page-starting-chips = Pelimerkit, joilla kukin pelaaja aloittaa (vähintään { $ante }, ensimmäinen panos)
page-checking-preset = Palvelulta kysytään, mitä pöytiä tämä sääntöjoukko sallii …
page-cards-held =
    { $count ->
        [0] ei kortteja
        [one] { $count } kortti kädessä
       *[other] { $count } korttia kädessä
    }
page-away = poissa
page-clock = Kello
page-this-deal = Tämä jako: { $chips }
page-next-deal =
    { $seat-you ->
        [yes] seuraavaksi jako { $deal }, ja sinä jaat
       *[no] seuraavaksi jako { $deal }: jakajana { $seat }
    }
page-hand-between = Seuraavan jaon kortit jaetaan, kun se alkaa; kunkin pelaajan kortit ovat kohdassa ”Aiemmat jaot”.
page-hand-over = Peli on päättynyt; kunkin pelaajan kortit ovat kohdassa ”Aiemmat jaot”.
page-pot = Potti: { $pot } (pochen-potti { $poch } ja panokset { $bets })
page-quick-legend = Pikasummat
page-quick-least = Pienin: { $chips }
page-quick-half = Puolet potista: { $chips }
page-quick-pot = Potti: { $chips }
page-quick-all-in = Kaikki: { $chips }
page-quick-most = Suurin: { $chips }
page-fields-explained = Mitä paikat ja potit näyttävät
page-past-title = Aiemmat jaot
page-past-none = Yksikään jako ei ole vielä päättynyt.
page-deal-result = Jako { $deal }: jokainen käsi, ja mitä jako toi kullekin pelaajalle
page-col-hand = Jaettu käsi
page-col-ante = Panos
page-col-claims = Potit
page-col-discard = Stoppipeli
page-col-deal = Tämä jako
page-hands-later = luetaan paljastetusta siemenestä …
page-graph-title = Pelimerkit pelin aikana
page-graph-start = Alku
page-graph-numbers = Luvut
page-download = Lataa pelin tallenne
page-download-hint = Yksi rivi JSONia projektin pelitallenteiden muodossa: `poch replay --server URL TIEDOSTO` pelaa sen uudelleen palvelun kautta.
page-download-later = Palvelin arpoi tämän pelin siemenen, joten tallenne nimeää sen sijaan kunkin jaon pakan: sen voi ladata, kun peli on päättynyt ja jokaisen jaon siemen on paljastettu.
page-fair-server-drew = Tässä harjoituspöydässä palvelin arpoi pelin siemenen, ja se pelaa kaikkia muita paikkoja. Tarkistus näyttää, että kunkin jaon kortit oli lyöty lukkoon ennen jaon alkua ja että sen siemen jakaa ne; se ei voi näyttää, ettei palvelin valinnut siementä. Ihmisten pöydässä jokainen pelaaja lisää oman siemenensä, jotta kukaan ei valitse kortteja.
page-fair-you-chose = Sinä valitsit tämän pelin siemenen ja siten sen kortit: tarkistus näyttää, että jokainen jako on se, jonka siemenesi jakaa.
page-error-other = Palvelu kieltäytyi: { $code }.
page-error-unreachable = Palveluun ei saada yhteyttä; tarkista yhteys ja yritä uudelleen.
page-error-player_count = Tämän sääntöjoukon pakka ei riitä niin monelle pelaajalle.
page-error-dreier_needs_three_players = Tämä sääntöjoukko on täsmälleen kolmelle pelaajalle.
page-error-five_talon_too_few_cards = Kun kullekin jaetaan viisi korttia, pakassa on liian vähän kortteja niin monelle pelaajalle.
page-error-show_pair_needs_pair_required = Nämä säännöt vaativat kiistattoman voittajan näyttämään parin; silloin vain parin haltijat saavat panostaa.
page-error-starting_chips_below_ante = Jokaisen pelaajan on aloitettava vähintään ensimmäisen panoksen verran.
page-error-invalid_players = Pelaajien nimien on oltava eri, kukin 1–64 merkkiä ilman ohjausmerkkejä.
page-error-unknown_preset = Palvelu ei tunne tätä sääntöjoukkoa.
page-error-caller_seed_forbidden = Tämä palvelu arpoo jokaisen siemenen itse: jätä siemen tyhjäksi.
page-error-invalid_argument = Lomakkeen kenttää ei voi lukea; tarkista siemen (64 heksadesimaalinumeroa) ja luvut.
page-error-state_tampered = Pöydän sinetöi toinen palvelin, tai tämä ennen uudelleenkäynnistystä.
page-error-overloaded = Palvelu on kiireinen; yritä hetken päästä uudelleen.
page-error-timeout = Palvelulla kesti liian kauan; yritä uudelleen.
# Ihmisten pöytä, pöytäpalvelimella (poch-tables).
page-fair-people = Jokainen tämän pöydän ihminen lisäsi palvelimen siemeneen oman siemenensä (ensin sen tiivisteen, sitten siemenen), joten kukaan, ei palvelin eikä kukaan pelaaja, valinnut kortteja.
page-people-title = Ihmisten pöytä
page-people-intro = Tee pöytä, lähetä jokaiselle ihmiselle hänen paikkansa linkki ja pelatkaa yhdessä; botit pelaavat paikat, jotka annat niille.
page-people-seats = Kuka istuu missä
page-people-count = Paikkoja pöydässä
page-people-person = Ihminen
page-people-name = Nimesi pöydässä
page-people-your-seed = Siemenesi kortteihin (mitä tahansa tekstiä enintään 64 merkkiä; tyhjä: tämä selain arpoo sen)
page-people-move-s = Sekunteja kuhunkin siirtoon
page-people-bank-s = Sekunteja aikavarantoa koko peliin
page-people-open = Kuka tahansa saa ottaa vapaan paikan (pöytä näytetään)
page-people-create = Tee pöytä ja istu
page-people-open-tables = Pöydät, joissa on vapaa paikka
page-people-no-open = Missään pöydässä ei ole paikkaa vapaana kenelle tahansa.
page-people-watch = Katso tätä pöytää
page-people-take-free = Ota paikka { $seat }
page-people-join-title = Paikka pöydässä
page-people-join = Sinut on kutsuttu paikalle { $seat }.
page-people-sit = Istu
page-people-lobby-title = Paikat ja siemenet
page-people-stage-seating = Kaikki eivät vielä istu.
page-people-stage-committing = Palvelin on sitoutunut siemeneensä; kukin ihminen sitoutuu ensin siemenensä tiivisteellä.
page-people-stage-revealing = Kaikki tiivisteet ovat tulleet; siemenet näytetään.
page-people-stage-playing = Peli on käynnissä.
page-people-stage-finished = Peli on päättynyt.
page-people-stage-abandoned = Pöydästä luovuttiin.
page-people-seat-free = vapaa
page-people-seed-hash-given = siemen sitoutettu
page-people-seed-shown = siemen { $seed }
page-people-invitations = Kutsut: lähetä jokaiselle ihmiselle hänen paikkansa linkki
page-people-copy = Kopioi linkki
page-people-copied = Kopioitu
page-people-commitment = Palvelimen sitoumus (sen salaisen siemenen SHA-256), näytetty ennen kuin kukaan antoi siemenen
page-people-my-seed = Siemenesi: { $seed } (sen SHA-256: { $hash })
page-people-server-seed = Palvelimen siemen, näytetty nyt kun peli on päättynyt
page-people-fair = Kunkin jaon kortit tulevat palvelimen siemenestä ja kaikkien ihmisten siemenistä yhdessä. Kunkin jaon siemen näytetään sen lopussa, palvelimen pelin lopussa; silloin jokaisen jaon voi tarkistaa.
page-people-you-are-seat = Istut paikalla { $seat } nimellä { $name }.
page-people-watching = Katsot: näet sen, minkä jokainen pelaaja saa nähdä, etkä kenenkään kättä.
page-people-away = Olet poissa: botti pelaa paikkaasi, kunnes palaat.
page-people-back = Palaa paikallesi
page-people-leave-confirm = Poistutaanko pöydästä? Pelin aikana botti pelaa paikkaasi, kunnes palaat.
page-people-connecting = Yhdistetään pöytään …
page-people-reconnecting = Yhteys katkesi; yhdistetään uudelleen …
page-people-clock-turn = { $time } jäljellä
page-people-clock-bank = varanto { $time }
page-people-check = Tarkista tämä jako
page-people-check-seed-ok = Tämä selain laski jaon siemenen SHA-256-tiivisteen: se on sitoumus, joka näytettiin ennen korttien jakoa. Tämän jaon kortit oli siis lyöty lukkoon ennen kenenkään siirtoa.
page-people-check-seed-bad = Tämä selain laski jaon siemenen SHA-256-tiivisteen, eikä se OLE sitoumus, joka näytettiin ennen jakoa. Säilytä pelin tallenne ja ilmoita pöydästä.
page-people-check-chain-ok = Koko ketju pitää: tämän jaon siemen tulee palvelimen siemenestä, johon se sitoutui ennen kuin kukaan antoi siemenen, ja jokaisen ihmisen siemenestä, myös sinun. Joten kukaan, ei palvelin eikä kukaan pelaaja, valinnut näitä kortteja.
page-people-check-chain-bad = Koko ketju EI pidä tämän jaon kohdalla: säilytä pelin tallenne ja ilmoita pöydästä.
page-people-check-chain-later = Ei vielä näytetty: että tämä siemen tulee palvelimen ja kaikkien ihmisten siemenistä yhdessä. Se tarkistetaan, kun peli on päättynyt ja palvelin näyttää siemenensä.
page-people-check-limits = Mitä mikään tarkistus ei näytä: ettei kukaan nähnyt näyttöäsi tai etteivät pelaajat kertoneet kortejaan toisilleen pöydän ulkopuolella. Tarkistaaksesi jaon ilman tätä sivua:
page-error-table_not_found = Tällaista pöytää ei ole (enää).
page-error-seat_not_found = Pöydässä ei ole tällaista paikkaa.
page-error-credential_required = Tähän tarvitaan paikkasi avain; ota paikka ensin kutsullaan.
page-error-credential_invalid = Tämän selaimen säilyttämä paikka ei ole tämän pöydän paikka.
page-error-invitation_invalid = Tämä kutsu ei kuulu tälle paikalle (tai se on jo käytetty).
page-error-seat_taken = Siinä istuu jo joku.
page-error-name_taken = Toisella pöydän ihmisellä on tämä nimi.
page-error-wrong_stage = Pöytä ei ole siinä vaiheessa.
page-error-conflict = Pöytä on sillä välin edennyt; mitään ei tehty. Yritä uudelleen.
page-error-seed_mismatch = Siemen ei vastaa aiemmin annettua tiivistettä.
page-error-too_many_tables = Sinulla on niin monta avointa pöytää kuin saa olla.
page-error-too_many_connections = Liian monta yhteyttä tästä osoitteesta.
page-error-rate_limited = Liian monta viestiä kerralla; hitaammin.
page-error-engine_unavailable = Pöytäpalvelin ei tavoita moottoria; mitään ei tehty.

## Siirrot (RULES 12.4) ja niiden painikkeiden nimet.

action-pass =
    { $seat-you ->
        [yes] Passaat.
       *[no] { $seat } passaa.
    }
    .label = Passaa
action-bet =
    { $seat-you ->
        [yes] Panostat
       *[no] { $seat } panostaa
    } { $amount ->
        [one] { $amount } pelimerkin.
       *[other] { $amount } pelimerkkiä.
    }
    .label = Panosta
action-call =
    { $seat-you ->
        [yes] Tasaat panoksen.
       *[no] { $seat } tasaa panoksen.
    }
    .label = Tasaa
action-raise =
    { $seat-you ->
        [yes] Korotat
       *[no] { $seat } korottaa
    } { $amount } pelimerkillä.
    .label = Korota
action-fold =
    { $seat-you ->
        [yes] Luovutat.
       *[no] { $seat } luovuttaa.
    }
    .label = Luovuta
action-lead =
    { $seat-you ->
        [yes] Pelaat
       *[no] { $seat } pelaa
    } kortin { $card }{ $direction ->
        [up] , ja tässä jaossa sarjat etenevät ylöspäin.
        [down] , ja tässä jaossa sarjat etenevät alaspäin.
       *[none] .
    }
    .label = Pelaa
action-deal =
    { $seat-you ->
        [yes] Jaat seuraavan jaon.
       *[no] { $seat } jakaa seuraavan jaon.
    }
    .label = Jaa
action-timeout =
    { $seat-you ->
        [yes] Aikasi loppuu.
       *[no] Pelaajan { $seat } aika loppuu.
    }
    .label = Aika loppui

## Tapahtumat siinä järjestyksessä, jossa jako ne tuottaa.

event-deal_started =
    Jako { $deal }: { $dealer-you ->
        [yes] sinä jaat
       *[no] { $dealer } jakaa
    }, ja { $forehand-you ->
        [yes] sinä olet
       *[no] { $forehand } on
    } etukäsi.
event-ante_paid =
    Jokainen pelaaja maksaa potteihin { $chips ->
        [one] { $chips } pelimerkin.
       *[other] { $chips } pelimerkkiä.
    }
event-hand_dealt =
    { $seat-you ->
        [yes] Saat
       *[no] { $seat } saa
    } { $count ->
        [one] { $count } kortin
       *[other] { $count } korttia
    }: { $cards }.
event-upcard_turned = Avokortti on { $card }: maksumaa on { suit-name }.
upcard-held =
    { $seat-you ->
        [yes] Se on oma viimeinen korttisi, ja pidät sen kädessäsi.
       *[no] Se on pelaajan { $seat } oma viimeinen kortti, ja se jää hänen käteensä.
    }
dead-cards =
    { $count ->
        [one] { $count } kuollut kortti on
       *[other] { $count } kuollutta korttia on
    } kuvapuoli ylöspäin pöydällä: { $cards }.
talon-cards =
    { $count ->
        [one] { $count } kortti jää
       *[other] { $count } korttia jää
    } kuvapuoli alaspäin pakkaan.
event-field_claimed =
    { $seat-you ->
        [yes] Saat
       *[no] { $seat } saa
    } { $field ->
        [A] { $deck ->
                [bavarian36] Daus-potin
               *[other] ässäpotin
            }
        [K] kuningaspotin
        [Q] { $deck ->
                [bavarian36] Ober-potin
               *[other] kuningatarpotin
            }
        [J] { $deck ->
                [bavarian36] Unter-potin
               *[other] sotilaspotin
            }
        [T] kymppipotin
        [MAR] avioliittopotin
       *[SEQ] suorapotin
    } ({ $cards }): { $chips ->
        [one] { $chips } pelimerkki.
       *[other] { $chips } pelimerkkiä.
    }
event-pochen_started =
    Pochen alkaa, mukana { $count ->
        [one] { $count } pelaaja
       *[other] { $count } pelaajaa
    }; pochen-potissa on { $poch ->
        [one] { $poch } pelimerkki.
       *[other] { $poch } pelimerkkiä.
    }
event-pochen_skipped = Pochen jää väliin: alle kahdella pelaajalla on pelimerkkejä, joten kaikkien katsotaan passanneen.
event-passed =
    { $out ->
        [yes] { $seat-you ->
            [yes] Passaat ja jäät pois tästä vaiheesta.
           *[no] { $seat } passaa ja jää pois tästä vaiheesta.
        }
       *[no] { $seat-you ->
            [yes] Passaat.
           *[no] { $seat } passaa.
        }
    }
event-bet_placed =
    { $seat-you ->
        [yes] Panostat
       *[no] { $seat } panostaa
    } { $amount ->
        [one] { $amount } pelimerkin
       *[other] { $amount } pelimerkkiä
    }{ $allin ->
        [yes] { " " }ja { $seat-you ->
            [yes] menet
           *[no] menee
        } all in.
       *[no] .
    }
event-called =
    { $seat-you ->
        [yes] Tasaat
       *[no] { $seat } tasaa
    } panoksen { $put } pelimerkillä{ $allin ->
        [yes] { " " }ja { $seat-you ->
            [yes] menet
           *[no] menee
        } all in.
       *[no] .
    }
event-raised =
    { $seat-you ->
        [yes] Korotat { $amount } pelimerkillä ja panostat
       *[no] { $seat } korottaa { $amount } pelimerkillä ja panostaa
    } { $put ->
        [one] { $put } pelimerkin
       *[other] { $put } pelimerkkiä
    }{ $allin ->
        [yes] { " " }ja { $seat-you ->
            [yes] menet
           *[no] menee
        } all in.
       *[no] .
    }
event-folded =
    { $seat-you ->
        [yes] Luovutat.
       *[no] { $seat } luovuttaa.
    }
event-group_shown =
    { $size ->
        [0] { $seat-you ->
            [yes] Sinulla ei ole yhdistelmää.
           *[no] Pelaajalla { $seat } ei ole yhdistelmää.
        }
       *[other] { $seat-you ->
            [yes] Näytät
           *[no] { $seat } näyttää
        } yhdistelmän: { group } ({ $cards }).
    }
event-pochen_ended =
    { $outcome ->
        [all_passed] Kaikki passasivat: pochen-potti säilyttää { $poch ->
            [one] { $poch } pelimerkkinsä
           *[other] { $poch } pelimerkkiään
        } seuraavaan jakoon.
        [uncontested] { $winner-you ->
            [yes] Voitat Pochenin ilman vastustajaa ja saat
           *[no] { $winner } voittaa Pochenin ilman vastustajaa ja saa
        } { $chips ->
            [one] { $chips } pelimerkin.
           *[other] { $chips } pelimerkkiä.
        }
       *[showdown] { $winner-you ->
            [yes] Voitat Pochenin korttien näytössä ja saat
           *[no] { $winner } voittaa Pochenin korttien näytössä ja saa
        } { $chips ->
            [one] { $chips } pelimerkin.
           *[other] { $chips } pelimerkkiä.
        }
    }
# ED-15: rivi kunkin potin kullekin voittajalle.
layer-won =
    Potti { $layer } ({ $amount ->
        [one] { $amount } pelimerkki
       *[other] { $amount } pelimerkkiä
    }): { $seat-you ->
        [yes] voitat
       *[no] { $seat } voittaa
    } niistä { $share }.
# RULES 8.9.1: ylin potti, johon vain yksi on oikeutettu, palaa hänelle.
layer-returned =
    Potti { $layer }: kukaan ei tasannut { $share } pelimerkkiä, joten { $seat-you ->
        [yes] saat
       *[no] { $seat } saa
    } { $share ->
        [one] sen
       *[other] ne
    } takaisin.
# ED-14: jaossa ylijääneet pelimerkit.
layer-remainder =
    Potti { $layer }: { $chips ->
        [one] { $chips } ylimääräinen pelimerkki jää
       *[other] { $chips } ylimääräistä pelimerkkiä jää
    } pochen-pottiin.
event-discard_started =
    Stoppipeli alkaa: { $leader-you ->
        [yes] sinä aloitat.
       *[no] { $leader } aloittaa.
    }
event-direction_chosen =
    { $direction ->
        [up] Tässä jaossa sarjat etenevät ylöspäin.
       *[down] Tässä jaossa sarjat etenevät alaspäin.
    }
event-card_played =
    { $led ->
        [yes] { $seat-you ->
            [yes] Pelaat
           *[no] { $seat } pelaa
        } kortin { $card }.
       *[no] { $seat-you ->
            [yes] Jatkat
           *[no] { $seat } jatkaa
        } kortilla { $card }.
    }
# RULES 9.5: miksi sarja katkeaa; 9.6: kuka aloittaa seuraavan.
event-chain_stopped =
    { $stop ->
        [out] { $next-you ->
            [yes] Sinulta loppuvat kortit, ja voitat kolmannen vaiheen.
           *[no] Pelaajalta { $next } loppuvat kortit, ja hän voittaa kolmannen vaiheen.
        }
       *[other] Sarja katkeaa: { $stop ->
            [top] korkein kortti on pelattu
            [bottom] matalin kortti on pelattu
            [upcard] seuraava kortti on avokortti
            [dead] seuraava kortti on kuollut
            [talon] seuraava kortti on pakassa
           *[played] seuraava kortti on jo pelattu
        }; { $next-you ->
            [yes] sinä aloitat uuden sarjan.
           *[no] { $next } aloittaa uuden sarjan.
        }
    }
event-deal_settled =
    { $winner-you ->
        [yes] Pääsit eroon korteistasi
       *[no] { $winner } pääsi eroon korteistaan
    } { $lead ->
        [yes] aloittamalla sarjan
       *[no] pakotetulla kortilla
    } ja { $winner-you ->
        [yes] saat
       *[no] saa
    } { $chips ->
        [one] { $chips } pelimerkin.
       *[other] { $chips } pelimerkkiä.
    }
# RULES 9.8: keskuspotti menee voittajalle.
settlement-mid =
    Keskuspotista tulee { $chips ->
        [one] { $chips } pelimerkki.
       *[other] { $chips } pelimerkkiä.
    }
# RULES 9.8, 9.9, ED-23: häviäjä maksaa pelimerkin jokaisesta jääneestä kortista, enintään sen mitä hänellä on.
settlement-paid =
    { $seat-you ->
        [yes] Maksat
       *[no] { $seat } maksaa
    } { $paid ->
        [one] { $paid } pelimerkin
       *[other] { $paid } pelimerkkiä
    } { $count } jäljelle jääneestä kortista{ $forgiven ->
        [0] .
       *[other] ; { $forgiven } annetaan anteeksi.
    }
event-deal_ended = Jako { $deal } on ohi.
event-match_ended =
    Peli päättyy { $deals } jaon jälkeen: { $reason ->
        [max_deals] sovittu määrä jakoja on pelattu.
        [ante_shortfall] joku pelaaja ei pysty maksamaan seuraavan jaon { $ante } pelimerkin panosta.
       *[both] sovittu määrä jakoja on pelattu, ja joku pelaaja ei pysty maksamaan seuraavan jaon { $ante } pelimerkin panosta.
    }
# RULES 10.3: tilanteen rivi.
standing =
    { $place }. { $seat-you ->
        [yes] sinä
       *[no] { $seat }
    }: { $chips ->
        [one] { $chips } pelimerkki
       *[other] { $chips } pelimerkkiä
    }{ $paid ->
        [no] { " " }(ei pystynyt maksamaan panosta)
       *[yes] {""}
    }
# RULES 10.4: pelilaudalle jääneet pelimerkit eivät kuulu kenellekään.
board-shared =
    { $chips ->
        [one] Pelilauta jaetaan: jokainen pelaaja saa { $chips } pelimerkin.
       *[other] Pelilauta jaetaan: jokainen pelaaja saa { $chips } pelimerkkiä.
    }

board-left =
    { $chips ->
        [one] Pelilaudalle jää { $chips } pelimerkki, joka ei kuulu kenellekään.
       *[other] Pelilaudalle jää { $chips } pelimerkkiä, jotka eivät kuulu kenellekään.
    }

event-timed_out =
    { $seat-you ->
        [yes] Aikasi loppui; puolestasi pelataan aikakatkaisun siirto.
       *[no] Pelaajan { $seat } aika loppui; hänen puolestaan pelataan aikakatkaisun siirto.
    }

## Hylkäykset: miksi siirto ei ole sallittu (koodin mukaan).

rejection-match_over = Peli on päättynyt.
rejection-seat_out_of_range = Tässä pöydässä ei ole sellaista paikkaa.
rejection-not_your_turn = Ei ole sinun vuorosi.
rejection-wrong_phase = Se siirto ei kuulu tähän vaiheeseen.
rejection-not_eligible = Ilman vähintään paria voit vain passata tai luovuttaa.
rejection-bet_outstanding = Panos on pöydässä: tasaa, korota tai luovuta.
rejection-nothing_to_call = Panosta ei ole: passaa tai panosta.
rejection-bet_below_minimum = Panos tai korotus on vähintään 1 pelimerkki.
rejection-above_maximum = Se on enemmän kuin katto sallii.
rejection-insufficient_chips = Sinulla ei ole niin paljon pelimerkkejä.
rejection-card_not_in_hand = Sitä korttia ei ole kädessäsi.
rejection-direction_not_allowed = Suuntaa ei voi nyt valita.
rejection-direction_required = Ensimmäinen kortti valitsee suunnan: lisää up tai down.
rejection-deck_order_not_allowed = Tämä peli sekoittaa korttinsa siemenestään; se ei ota korttijärjestystä.
rejection-deck_order_required = Tämä peli jakaa annetuista korttijärjestyksistä, eikä tälle jaolle ole enää yhtään.
rejection-invalid_deck_order = Se korttijärjestys ei ole tämän pelin koko pakka.

## `poch play` -näyttö.

play-prompt = Siirtosi
play-help = Kirjoita siirto: pass (passaa), bet N (panosta), call (tasaa), raise N (korota), fold (luovuta), lead KORTTI (pelaa kortti, esimerkiksi QH eli hertta kuningatar; ensimmäisellä kortilla, kun aloittaja valitsee, perään up tai down), deal (jaa). Tai: history (koko jako tähän asti), help, quit.
play-not-an-action = ”{ $input }” ei ole siirto.
play-refused = Ei sallittu: { $why }
play-you-may = Voit: { $choices }
play-history = Jako { $deal } tähän asti:
play-commitment = Jako { $deal } jaetaan ennalta lyödystä siemenestä: sen sitoumus (SHA-256) on { $commitment }.
play-seed = Jaon { $deal } siemen on paljastettu: { $seed }. Kuka tahansa voi tarkistaa sen sitoumusta vasten ja jakaa jaon uudelleen:
play-left = Lähdet pelistä { $deals } jaon jälkeen. Tilanne tähän asti:
