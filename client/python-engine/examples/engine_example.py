import poch_engine as pe

game = pe.Game(["ann", "bob", "cy", "di"], preset="classic", rules={"max_deals": 2}, seed=7)
bot = pe.Bot("heuristic", seed=1)
while (seat := game.to_act) is not None:
    events = game.apply(seat, bot.choose(game, seat))  # list[pe.types.Event]: REST's dicts
try:
    game.apply(0, "pass")
except pe.PochError as error:
    end = game.state().get("match_end")  # pe.types.MatchEnd | None (None until the end)
    print(error.code, end and [s["stack"] for s in end["standings"]])  # match_over
