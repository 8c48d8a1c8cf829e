#!/usr/bin/env bash
# Writes the golden playthroughs (one seeded match of every preset, tests/playthroughs/<preset>.txt)
# anew from the engine as it is, for a change that is meant to alter them; review the diff
# (git diff service/engine/tests/playthroughs) before committing it.
set -euo pipefail
cd "$(dirname "$0")/../../../.."
POCH_BLESS=1 cargo test --locked -p poch-engine --test playthroughs every_preset_plays_through_as_committed
git status --short service/engine/tests/playthroughs
