import poch_engine as pe

game = pe.Game(["ann", "bob", "cy", "di"], preset="classic", rules={"max_deals": 2}, seed=7)
bot = pe.Bot("heuristic", seed=1)
while (seat := game.to_act) is not None:
    events = game.apply(seat, bot.choose(game, seat))  # dicts, as the REST API answers them
try:
    game.apply(0, "pass")
except pe.PochError as error:
    end = game.state().get("match_end")  # typed: poch_engine.types.MatchEnd | None
    assert end is not None
    print(error.code, [s["stack"] for s in end["standings"]])  # match_over
